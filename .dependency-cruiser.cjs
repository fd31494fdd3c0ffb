// The floors of docs/architecture.md, checked on every import of src/ (type-only imports
// included: a type from a face in the domain is the face's format leaking in). Run by
// `npm run lint`; test/lint/boundaries.test.ts proves each rule fires.

const face = '^src/(rest|graphql|http|web)/';
const wiringOrProcess = '^src/(services\\.ts|server\\.ts|cli)';

// The subjects of src/domain, bottom floor first (docs/architecture.md, "Subject floors"). A
// subject is a folder (its store/ included) or a file at the root of src/domain; it imports
// only the subjects listed before it, so no two subjects can import each other either. A new
// subject takes its place in this list. src/domain/services.ts is not a subject: it names the
// services every operation is given, and may import a subject's types only.
const subjects = [
  'shared',
  'mail',
  'outages',
  'fees',
  'idempotency',
  'auth',
  'access',
  'webhooks',
  'deliveries',
  'verification',
  'ledger',
  'payment-methods',
  'disbursement-methods',
  'customers',
  'lifecycle',
  'transactions',
  'events',
  'jobs',
  'partners',
  'payments',
  'audit',
  'api-keys',
];
/** The path of a src/domain subject among `names`: its folder, or its file at the root. */
const subjectPath = (names) => `^src/domain/(${names.join('|')})(/|\\.ts$)`;
const placedInDomain = `${subjectPath(subjects)}|^src/domain/services\\.ts$`;
const subjectFloors = subjects.slice(0, -1).map((subject, floor) => ({
  name: 'subject-floors',
  comment: `src/domain/${subject} imports only the subjects below it (${subjects.slice(0, floor).join(', ') || 'none'}), never ${subjects.slice(floor + 1).join(', ')}.`,
  severity: 'error',
  from: { path: subjectPath([subject]) },
  to: { path: subjectPath(subjects.slice(floor + 1)) },
}));

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
        'The domain imports only the domain, src/db, src/config.ts, src/log.ts and src/tracing.ts (the spans API): no face (rest, graphql, http), ' +
        'no events, no wiring (src/services.ts) and no process (src/server.ts, src/cli*).',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/', pathNot: '^src/(domain/|db/|config\\.ts$|log\\.ts$|tracing\\.ts$)' },
    },
    ...subjectFloors,
    {
      name: 'every-subject-has-a-floor',
      comment: 'Nothing in src/domain imports a folder or root file of src/domain that has no place in the list of subjects above: place it first.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/domain/', pathNot: placedInDomain },
    },
    {
      name: 'every-subject-has-a-floor',
      comment: 'A folder or root file of src/domain that has no place in the list of subjects above imports nothing: place it first.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: placedInDomain },
      to: { path: '^src/' },
    },
    {
      name: 'domain-services-name-types-only',
      comment: 'src/domain/services.ts, which every subject imports, imports only types from the subjects (the services an operation is given).',
      severity: 'error',
      from: { path: '^src/domain/services\\.ts$' },
      to: { path: '^src/domain/', dependencyTypesNot: ['type-only'] },
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
