// The throwaway PostgreSQL database a local cluster runs on, created when missing.
import pg from 'pg';

export const DEFAULT_CLUSTER_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/prohive_cluster';

export async function ensureDatabase(databaseUrl: string, { fresh = false } = {}): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    if (fresh) await client.query(`drop database if exists ${name} with (force)`);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}
