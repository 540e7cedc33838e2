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
import pgUtils from 'pg/lib/utils.js';
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

/**
 * EXPLAIN ANALYZE of a statement as the api runs it. A statement the api plans once (db/prepared-statements.ts)
 * is prepared here too, with a generic plan, and run six times first, so the plan and the planning time shown
 * are what every call after the first pays.
 */
async function explain(statement) {
  if (!statement.sql.startsWith('/* prepared */')) {
    const result = await pool.query(`explain (analyze, buffers) ${statement.sql}`, statement.parameters);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  }
  const client = await pool.connect();
  try {
    // As on the api's plan-once connections (db/prepared-statements.ts).
    await client.query('set plan_cache_mode = force_generic_plan');
    // PREPARE infers the parameter types; EXECUTE takes the values as literals (it accepts no bind parameters).
    await client.query(`prepare bench_statement as ${statement.sql}`);
    const literals = statement.parameters.map((value) =>
      value === null ? 'null' : client.escapeLiteral(String(pgUtils.prepareValue(value))),
    );
    const execute =
      literals.length > 0 ? `execute bench_statement(${literals.join(', ')})` : 'execute bench_statement';
    for (let run = 0; run < 6; run += 1) await client.query(execute);
    const result = await client.query(`explain (analyze, buffers) ${execute}`);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('deallocate all; reset plan_cache_mode').catch(() => undefined);
    client.release();
  }
}

const report = [];
for (const url of paths) {
  captured = [];
  const response = await app.inject({ url });
  const statements = captured.filter((entry) =>
    /^\s*(\/\* prepared \*\/\s*)?(select|with)\b/i.test(entry.sql),
  );
  const plans = [];
  for (const statement of statements) {
    plans.push({
      sql: statement.sql,
      parameters: statement.parameters.map((value) => (value instanceof Date ? value.toISOString() : value)),
      plan: await explain(statement),
    });
  }
  report.push({ url, status: response.statusCode, statements: plans });
}
await app.close();
await db.destroy();
process.stdout.write(`${JSON.stringify(report)}\n`);
