/**
 * The long-running commands (`serve`, `worker`) run as production code unless NODE_ENV says
 * otherwise: the libraries under the GraphQL server (graphql-js, Pothos) read NODE_ENV once,
 * when they load, and skip their development checks in production (graphql-js's cross-realm
 * `instanceof` check on every value it meets, Pothos's unused-query warning). Set before the
 * server code is imported; tests (vitest sets NODE_ENV=test) and an explicit NODE_ENV keep
 * their own. The one-shot commands are left as they are.
 */
export function defaultNodeEnvironment(command: string, env: NodeJS.ProcessEnv): void {
  if ((command === 'serve' || command === 'worker') && (env.NODE_ENV === undefined || env.NODE_ENV === '')) env.NODE_ENV = 'production';
}
