import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))));

const params = { N: 16384, r: 8, p: 1 } as const;
const keyLength = 32;

/** Hashes a password with scrypt; the result carries its parameters: `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, keyLength, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** A valid hash of no password, so that checking an unknown account costs what a known one does. */
const decoyHash = hashPassword(randomBytes(16).toString('hex'));

/** Constant-time check of a password against a stored hash; null hash = no password set. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = (stored ?? (await decoyHash)).split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected) && stored !== null;
}

export const minimumPasswordLength = 10;

/** Messages for a password that is too weak; empty when acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < minimumPasswordLength) problems.push(`must be at least ${minimumPasswordLength} characters`);
  if (password.length > 1024) problems.push('must be at most 1024 characters');
  return problems;
}
