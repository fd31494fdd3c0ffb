import { GraphQLError } from 'graphql';
import { ForbiddenError, InvalidStateError, NotFoundError, ValidationError, flattenFieldErrors, type FieldErrors } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { ErrorInterface } from './error-interface.js';

// The domain's own error classes back the GraphQL error types: a resolver (or the core it
// calls) throws, and the errors plugin turns the instance into the typed result.

builder.objectType(ForbiddenError, {
  name: 'ForbiddenError',
  description: 'The caller may not perform this operation.',
  interfaces: [ErrorInterface],
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: 'The object does not exist or is not visible to the caller.',
  interfaces: [ErrorInterface],
});

builder.objectType(InvalidStateError, {
  name: 'InvalidStateError',
  description: 'The action is not allowed in the current state.',
  interfaces: [ErrorInterface],
});

const FieldError = builder.objectRef<{ path: string[]; messages: string[] }>('FieldError').implement({
  description: 'Messages for one input field; path is the field path, e.g. ["items", "0", "title"].',
  fields: (t) => ({
    path: t.exposeStringList('path'),
    messages: t.exposeStringList('messages'),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'Some input fields are invalid; every problem is listed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fields: t.field({
      type: [FieldError],
      // The REST validation responses use the wire's snake_case names; GraphQL's camelCase.
      resolve: (error) => flattenFieldErrors(error.errors).map(({ path, messages }) => ({ path: path.map(camelCase), messages })),
    }),
  }),
});

function camelCase(segment: string): string {
  return segment.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** The error results most mutations can return. */
export const commonErrors = [ForbiddenError, NotFoundError, ValidationError, InvalidStateError];

/**
 * Invalid arguments of a field whose result is not a union (a connection clients already
 * select directly): a BAD_USER_INPUT error listing every problem in `extensions.fields`, the
 * same paths and messages a ValidationError result carries. Never a server error.
 */
export function badArguments(errors: FieldErrors, message = 'The arguments have invalid fields'): GraphQLError {
  const fields = flattenFieldErrors(errors).map(({ path, messages }) => ({ path: path.map(camelCase), messages }));
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields } });
}
