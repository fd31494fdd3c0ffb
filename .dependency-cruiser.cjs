// The floors of docs/architecture.md, checked on every import of src/ (type-only imports
// included: a type from a face in the domain is the face's format leaking in). Run by
// `npm run lint`; test/lint/boundaries.test.ts proves each rule fires.

const face = '^src/(rest|graphql|http|web)/';
const wiringOrProcess = '^src/(services\\.ts|server\\.ts|cli)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-the-bottom-floor',
      comment: 'src/domain/shared/ imports nothing else of the project.',
      severity: 'error',
      from: { path: '^src/domain/shared/' },
      to: { path: '^src/', pathNot: '^src/domain/shared/' },
    },
    {
      name: 'domain-imports-only-domain-db-config-log',
      comment:
        'The domain imports only the domain, src/db, src/config.ts and src/log.ts: no face (rest, graphql, http), ' +
        'no events, no wiring (src/services.ts) and no process (src/server.ts, src/cli*).',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/', pathNot: '^src/(domain/|db/|config\\.ts$|log\\.ts$)' },
    },
    {
      name: 'faces-never-import-each-other',
      comment: 'src/rest, src/graphql and src/web speak to the domain, never to each other nor to src/http (which joins them).',
      severity: 'error',
      from: { path: '^src/(rest|graphql|web)/' },
      to: { path: face, pathNot: '^src/$1/' },
    },
    {
      name: 'events-see-no-face',
      comment: 'src/events imports the domain, never a face.',
      severity: 'error',
      from: { path: '^src/events/' },
      to: { path: face },
    },
    {
      name: 'db-is-below-the-domain',
      comment: 'src/db imports neither the domain, nor events, nor a face, nor the wiring or a process.',
      severity: 'error',
      from: { path: '^src/db/' },
      to: { path: [`^src/(domain|events)/`, face, wiringOrProcess] },
    },
    {
      name: 'wiring-and-processes-sit-on-top',
      comment: 'Only a process (src/server.ts, src/cli*) imports the wiring (src/services.ts) or another process.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(server\\.ts|cli)' },
      to: { path: wiringOrProcess },
    },
    {
      name: 'no-import-cycles',
      comment: 'No import cycles in src/, type-only imports included.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'only-the-guard-checks-secrets',
      comment:
        'Passwords and API keys are checked (and scrypt run) only in src/domain/auth/secrets.ts, which only the credential guard ' +
        '(src/domain/auth/credential-guard.ts) imports: every door that takes a secret counts it per address and account and takes ' +
        'its turn under the scrypt cap there (docs/security.md, "Credential doors").',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/domain/auth/credential-guard\\.ts$' },
      to: { path: '^src/domain/auth/secrets\\.ts$' },
    },
    {
      name: 'web-is-a-graphql-client',
      comment: 'src/web reads and changes nothing itself: it runs GraphQL operations (WebDeps.graphql); from the domain it may import types only.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/(domain|db|events)/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    // The generated Prisma client is a leaf: imported, never read.
    doNotFollow: { path: ['node_modules', '^src/db/generated/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
