import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export interface ListenHandlers {
  /** A NOTIFY on the channel (delivered after the notifying transaction committed). */
  onNotify(payload: string): void;
  /**
   * The connection was lost and is listening again: notifications sent meanwhile are gone, so whoever relies on
   * them must look again at what it watches.
   */
  onReconnect(): void;
  onError?(error: unknown): void;
}

/** Listens on a channel until the returned stop function is called. */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkedChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid channel name ${channel}`);
  return channel;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * PostgreSQL: one dedicated connection per call (a pooled one would be handed to queries and lose the LISTEN).
 * When it drops, it reconnects with growing pauses, LISTENs again and reports onReconnect.
 */
export function postgresListen(connectionString: string): Listen {
  return async (channel, handlers) => {
    const name = checkedChannel(channel);
    let client: pg.Client | null = null;
    let stopped = false;
    let retryTimer: NodeJS.Timeout | undefined;
    let pause = RECONNECT_MIN_MS;

    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
      next.on('notification', (message) => {
        if (message.channel === name) handlers.onNotify(message.payload ?? '');
      });
      next.on('error', (error) => {
        handlers.onError?.(error);
        lost(next);
      });
      next.on('end', () => lost(next));
      try {
        await next.connect();
        await next.query(`listen ${name}`);
      } catch (error) {
        next.removeAllListeners('end');
        await next.end().catch(() => undefined);
        throw error;
      }
      if (stopped) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
    };

    const lost = (which: pg.Client) => {
      if (stopped || client !== which) return;
      client = null;
      which.removeAllListeners('end');
      which.end().catch(() => undefined);
      scheduleReconnect();
    };

    const scheduleReconnect = () => {
      if (stopped || retryTimer) return;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        connect()
          .then(() => {
            pause = RECONNECT_MIN_MS;
            if (!stopped) handlers.onReconnect();
          })
          .catch((error: unknown) => {
            handlers.onError?.(error);
            pause = Math.min(pause * 2, RECONNECT_MAX_MS);
            scheduleReconnect();
          });
      }, pause);
      retryTimer.unref();
    };

    // The first connection must work (a misconfigured URL fails the start, like the pool does).
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => undefined);
      }
    };
  };
}

/**
 * PGlite: one in-process database, so notifications arrive through its own callback after commit. LISTEN runs
 * through Kysely so it waits its turn on PGlite's single connection instead of landing inside a transaction.
 */
export function pgliteListen(pglite: PGlite, db: Kysely<Database>): Listen {
  return async (channel, handlers) => {
    const name = checkedChannel(channel);
    const unsubscribe = pglite.onNotification((from, payload) => {
      if (from === name) handlers.onNotify(payload);
    });
    await sql.raw(`listen ${name}`).execute(db);
    return async () => unsubscribe();
  };
}
