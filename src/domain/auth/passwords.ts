// The rules a new password must meet. Hashing and checking passwords live behind the credential
// guard (credential-guard.ts): only it may import secrets.ts.

const minimumPasswordLength = 10;
export const maximumPasswordLength = 1024;

/** Messages for a password that is too weak; empty when acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < minimumPasswordLength) problems.push(`must be at least ${minimumPasswordLength} characters`);
  if (password.length > maximumPasswordLength) problems.push(`must be at most ${maximumPasswordLength} characters`);
  return problems;
}
