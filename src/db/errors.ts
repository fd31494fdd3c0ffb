/** Database errors the domain reacts to. */
/** Prisma's error for a unique constraint violation (two requests racing to insert). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}
