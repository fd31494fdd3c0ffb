/** Maps a refused decision onto the project's DomainError classes (src/domain/errors.ts). */
import { DomainError, ForbiddenError, InvalidStateError, NotFoundError, ValidationError } from '../shared/errors.js';
import type { LifecycleError } from './decision.js';

export function toDomainError(error: LifecycleError): DomainError {
  switch (error.code) {
    case 'forbidden':
      return new ForbiddenError(error.message);
    case 'not_found':
      return new NotFoundError(error.message);
    case 'invalid_state':
      return new InvalidStateError(error.message);
    case 'validation':
      return new ValidationError(error.details?.fields ?? { action: [error.message] }, error.message);
  }
}
