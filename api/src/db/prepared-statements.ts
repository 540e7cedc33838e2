import type { CompiledQuery, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Statements planned once: server-side prepared statements with a generic plan, for the hot public reads
 * (the jobs list around a ZIP, the professionals search, provider cards).
 *
 * Why: at 32 concurrent requests on two cores, PostgreSQL spent about as long parsing and planning those
 * statements as running them (docs/bench-jobs.md). A statement marked with prepared() is parsed and planned
 * once per connection and then only executed.
 *
 * How: marked statements run on their own small pool whose sessions set plan_cache_mode =
 * force_generic_plan. PostgreSQL's own choice (plan_cache_mode = auto) is not enough: it keeps planning per
 * call whenever the generic plan's estimate looks worse than the per-call ones, which the professionals
 * search's full-text part always does (an unknown word is estimated to match 250 providers, a known one 17),
 * although the plan is the same. The setting cannot go on the main pool: it applies to every statement with
 * parameters there, and some plans rightly depend on the values (a word that matches three providers or
 * thirty thousand). So marking a statement is a promise that its generic plan is good whatever the values;
 * each marked statement's generic plan is printed by `npm run bench:jobs` (docs/bench-jobs.md).
 *
 * Transactions: a marked statement that arrives on a connection already in use (a transaction) runs there,
 * as an ordinary statement, so it sees the transaction's work.
 *
 * The mark is a comment at the head of the text, because the text and the parameters are all a Kysely driver
 * receives; on the embedded PGlite it is only a comment.
 */
const MARK = '/* prepared */ ';

/**
 * Distinct statement texts given a name. Marked statements vary only by code path and filter combination, so
 * this is not reached in practice; past it a statement runs unnamed (parsed and planned per call).
 */
const MAX_NAMES = 500;

/** Session settings of the plan-once pool's connections. */
export const PLAN_ONCE_OPTIONS = '-c plan_cache_mode=force_generic_plan';

/** The compiled query, marked to be planned once (see the module comment). */
export function prepared<R>(query: CompiledQuery<R>): CompiledQuery<R> {
  return { ...query, sql: `${MARK}${query.sql}` };
}

export function isPrepared(sql: string): boolean {
  return sql.startsWith(MARK);
}

/**
 * The pool Kysely sees. A connection it hands out takes a client from `main` only when it first needs one
 * (an ordinary statement, or a `begin`); a marked statement before that runs, named, on a `planOnce` client.
 * node-postgres remembers per client which names it has prepared, so Parse is sent once per client.
 */
export function preparingPool(main: pg.Pool, planOnce: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMES) {
      name = `prohive_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };

  async function runPlannedOnce(text: string, values: unknown[]): Promise<pg.QueryResult> {
    const name = nameOf(text);
    const client = await planOnce.connect();
    try {
      return await client.query(name === undefined ? { text, values } : { name, text, values });
    } finally {
      client.release();
    }
  }

  return {
    async connect(): Promise<PostgresPoolClient> {
      let client: Promise<pg.PoolClient> | null = null;
      const query = async (text: unknown, parameters?: ReadonlyArray<unknown>): Promise<pg.QueryResult> => {
        // Streaming needs a cursor class in the dialect's config, which this api does not set, so Kysely
        // never passes anything but text here.
        if (typeof text !== 'string') throw new Error('Cursors are not supported by this pool.');
        const values = [...(parameters ?? [])];
        if (client === null && isPrepared(text)) return runPlannedOnce(text, values);
        client ??= main.connect();
        return (await client).query({ text, values });
      };
      return {
        query: query as unknown as PostgresPoolClient['query'],
        release: () => {
          void client?.then((held) => held.release()).catch(() => undefined);
        },
      };
    },
    end: async () => {
      await Promise.all([main.end(), planOnce.end()]);
    },
  };
}
