/** How the client signs in: an account's email and one of its API keys (HTTP Basic, as with `curl -u`). */
export interface Credentials {
  /** The service's origin, e.g. `http://127.0.0.1:4000` (no path: the client adds /2017-09-01 and /graphql). */
  baseUrl: string;
  email: string;
  apiKey: string;
  /** Another fetch (a test's in-process app, a proxy); the global fetch by default. */
  fetch?: typeof globalThis.fetch;
}

/** `Basic base64(email:apiKey)`, UTF-8 encoded. */
export function basicAuthorization(email: string, apiKey: string): string {
  const bytes = new TextEncoder().encode(`${email}:${apiKey}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

export function trimOrigin(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}
