import { defineConfig } from 'prisma/config';

// Used by the Prisma CLI (generate; `migrate deploy` for users who have the native engine).
// The service itself connects through driver adapters (src/db/).
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/heldfunds' },
});
