/** Small shared checks used by the domain validators. */
import { unsafeTextProblem } from './limits.js';

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && unsafeTextProblem(value) === null && emailPattern.test(value.trim());
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
