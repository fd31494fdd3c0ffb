// Generates the Prisma client offline. `prisma generate` never runs the schema engine, but it
// insists that a binary exists; point it at any existing file when none was downloaded.
import { spawnSync } from 'node:child_process';

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
const result = spawnSync('npx', ['--no-install', 'prisma', 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
