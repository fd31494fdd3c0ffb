/**
 * The project's modules an in-process bench uses, loaded from a checkout's tree (`root`: this
 * one, or another to compare; its src/ and test/support/ run with this checkout's
 * node_modules and generated client).
 */
export async function loadTree(root: URL) {
  const load = <T>(path: string) => import(new URL(path, root).href) as Promise<T>;
  return {
    ...(await load<typeof import('../src/config.js')>('src/config.ts')),
    ...(await load<typeof import('../src/db/database.js')>('src/db/database.ts')),
    ...(await load<typeof import('../src/domain/api-keys.js')>('src/domain/api-keys.ts')),
    ...(await load<typeof import('../src/domain/customers/create-account.js')>('src/domain/customers/create-account.ts')),
    ...(await load<typeof import('../src/domain/auth/api-key-cache.js')>('src/domain/auth/api-key-cache.ts')),
    ...(await load<typeof import('../src/http/app.js')>('src/http/app.ts')),
    ...(await load<typeof import('../src/log.js')>('src/log.ts')),
    ...(await load<typeof import('../src/services.js')>('src/services.ts')),
    ...(await load<typeof import('../test/support/transactions.js')>('test/support/transactions.ts')),
  };
}
