// Query plans for `npm run bench:jobs`: runs the api in this process on the bench database with a Kysely that
// records every statement, sends each benchmarked request once, and prints EXPLAIN (ANALYZE, BUFFERS) of the
// statements that request ran, as JSON on stdout. Plain JS so it can import the api's sources through tsx
// without joining the scripts' TypeScript project (which compiles only this folder's own files).
//
//   node --import tsx scripts/bench-jobs/explain.mjs <database-url> <path> [<path> ...]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';

const [databaseUrl, ...paths] = process.argv.slice(2);
if (!databaseUrl || paths.length === 0) {
  console.error('usage: explain.mjs <database-url> <path> [<path> ...]');
  process.exit(2);
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
let captured = [];
const db = new Kysely({
  dialect: new PostgresDialect({ pool }),
  log(event) {
    if (event.level === 'query') {
      captured.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
    }
  },
});
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'prohive-bench-explain-')),
  JWT_SECRET: 'bench-explain-secret-that-is-long-enough-32',
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATABASE_URL: databaseUrl,
});
const app = await buildApp({ config, db, driver: 'postgres' });
// Let the start-up expiry sweep finish so its statements are not mistaken for the request's.
await new Promise((resolve) => setTimeout(resolve, 500));

const report = [];
for (const url of paths) {
  captured = [];
  const response = await app.inject({ url });
  const statements = captured.filter((entry) => /^\s*(select|with)\b/i.test(entry.sql));
  const plans = [];
  for (const statement of statements) {
    const result = await pool.query(`explain (analyze, buffers) ${statement.sql}`, statement.parameters);
    plans.push({
      sql: statement.sql,
      parameters: statement.parameters.map((value) => (value instanceof Date ? value.toISOString() : value)),
      plan: result.rows.map((row) => row['QUERY PLAN']).join('\n'),
    });
  }
  report.push({ url, status: response.statusCode, statements: plans });
}
await app.close();
await db.destroy();
process.stdout.write(`${JSON.stringify(report)}\n`);
