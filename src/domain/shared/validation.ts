/** Small shared checks used by the domain validators. */
import { emailProblem } from './email.js';

/** An acceptable email (see email.ts): for the message to give, use emailProblem. */
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && emailProblem(value) === null;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
