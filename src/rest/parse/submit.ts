/**
 * How a REST route hands a parsed body to the domain and answers in the contract's error
 * shape: every problem of a request at once, under wire names.
 */
import { ValidationError, type FieldErrors } from '../../domain/shared/errors.js';
import { ErrorReport } from '../../domain/shared/field-errors.js';
import { mergeWireErrors, toWireErrors, type PathRenames } from './wire-errors.js';

/** A wire body read into a domain input; `errors` holds what could not be read (wire paths). */
export interface Parsed<T> {
  input: T;
  errors: ErrorReport;
}

export function parsed<T>(input: T, errors: ErrorReport = new ErrorReport()): Parsed<T> {
  return { input, errors };
}

export interface DomainStep<T, R> {
  /**
   * The domain's checks of the input, for reporting alongside the parser's problems. It may
   * read (an update checks ids against what is stored) and may throw the operation's own
   * refusals (403, 404), which then answer before any field problem.
   */
  check?: (input: T) => FieldErrors | null | Promise<FieldErrors | null>;
  /** The domain operation; it validates again and throws ValidationError (domain paths). */
  run: (input: T) => Promise<R>;
  renames?: PathRenames;
  message?: string;
}

/**
 * Runs the domain operation on a cleanly parsed input, answering its validation errors under
 * wire names. When the parser found problems, the operation is not run: the domain's checks
 * of the rest are merged with the parser's, and the request is refused with both.
 */
export async function submit<T, R>(body: Parsed<T>, step: DomainStep<T, R>): Promise<R> {
  if (body.errors.hasErrors) {
    const domainErrors = (await step.check?.(body.input)) ?? {};
    throw new ValidationError(mergeWireErrors(body.errors.toObject(), toWireErrors(domainErrors, step.renames)), step.message);
  }
  try {
    return await step.run(body.input);
  } catch (error) {
    throw wireValidationError(error, step.renames);
  }
}

/** A domain ValidationError with its paths under wire names; any other error as it is. */
function wireValidationError(error: unknown, renames?: PathRenames): unknown {
  if (error instanceof ValidationError) return new ValidationError(toWireErrors(error.errors, renames), error.message);
  return error;
}
