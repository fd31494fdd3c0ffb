/** Small shared checks used by the domain validators. */

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && emailPattern.test(value.trim());
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Prisma's error for a unique constraint violation (two requests racing to insert). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}
