import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { bindMigrationAwareSqlAdapterFactory, type SqlDriverAdapter, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';

/** The slice of @prisma/schema-engine-wasm's SchemaEngine this project uses. */
export interface SchemaEngine {
  diff(params: unknown): Promise<{ exitCode: number; stdout: string }>;
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  schemaPush(input: unknown): Promise<{ executedSteps: number; unexecutable: string[]; warnings: string[] }>;
  free(): void;
}

interface WasmBindings {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
  SchemaEngine: {
    new: (options: { datamodels: [string, string][] | undefined }, log: (line: string) => void, adapter: object) => Promise<SchemaEngine>;
  };
}

let bindings: Promise<WasmBindings> | undefined;

/**
 * Node cannot `import` the engine's .wasm module, so instantiate it by hand with its JS glue
 * as the import object. Done once per process.
 */
function loadBindings(): Promise<WasmBindings> {
  bindings ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = dirname(require.resolve('@prisma/schema-engine-wasm'));
    const glue = (await import(join(dir, 'schema_engine_bg.js'))) as WasmBindings & Record<string, unknown>;
    const bytes = await readFile(join(dir, 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': glue as WebAssembly.ModuleImports });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return bindings;
}

export interface SchemaFile {
  path: string;
  content: string;
}

/**
 * Runs `work` with a schema engine over the adapter. The engine does not dispose the
 * connections it opens when freed, and a PostgreSQL connection left open keeps Prisma's
 * migration advisory lock: the next engine would wait 10 s for it. So every connection the
 * engine opened is disposed afterwards.
 */
export async function withSchemaEngine<T>(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  schema: SchemaFile,
  work: (engine: SchemaEngine) => Promise<T>,
  log: (line: string) => void = () => {},
): Promise<T> {
  const glue = await loadBindings();
  const opened: SqlDriverAdapter[] = [];
  const tracked: SqlMigrationAwareDriverAdapterFactory = {
    provider: adapterFactory.provider,
    adapterName: adapterFactory.adapterName,
    connect: async () => {
      const adapter = await adapterFactory.connect();
      opened.push(adapter);
      return adapter;
    },
    connectToShadowDb: async () => {
      const adapter = await adapterFactory.connectToShadowDb();
      opened.push(adapter);
      return adapter;
    },
  };
  const engine = await glue.SchemaEngine.new({ datamodels: [[schema.path, schema.content]] }, log, bindMigrationAwareSqlAdapterFactory(tracked));
  try {
    return await work(engine);
  } finally {
    engine.free();
    await Promise.allSettled(opened.map((adapter) => adapter.dispose()));
  }
}

export const noSchemaFilter = { externalTables: [], externalEnums: [] } as const;
