import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/schema.js';

/**
 * The api's OpenAPI document, built from the route schemas without a database or a port: the front end's
 * types are generated from it (`npm run api:types` at the repository root). Registering routes runs no
 * query, so a Kysely over a driver that never connects is enough.
 */
export async function buildOpenApiDocument(): Promise<unknown> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prohive-openapi-'));
  try {
    const config = loadConfig(
      { DATA_DIR: dataDir, JWT_SECRET: 'openapi-document-only-never-signs-a-token', NODE_ENV: 'test' },
      process.cwd(),
    );
    const db = new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (kysely) => new PostgresIntrospector(kysely),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    // The cheapest legal argon2 cost: buildApp warms the hasher up once.
    const app = await buildApp({
      config: { ...config, passwordHashing: { memoryCost: 64, timeCost: 1, parallelism: 1 } },
      db,
      driver: 'postgres',
    });
    try {
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  buildOpenApiDocument().then(
    (document) => process.stdout.write(`${JSON.stringify(document, null, 2)}\n`),
    (error: unknown) => {
      console.error(`openapi failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
