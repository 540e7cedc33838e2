import type { Kysely } from 'kysely';
import type { Database, UserEventType } from '../../db/schema.js';

/** Where a stream's frames go (the HTTP response); write answers false when the client is not keeping up. */
export interface StreamSink {
  write(frame: string): boolean;
  /** Ends the response; the client reconnects with Last-Event-ID and loses nothing. */
  end(): void;
}

/** Rows read per query while catching a stream up; a long backlog is sent in several reads. */
const BATCH = 200;

interface EventRow {
  id: string | number | bigint;
  type: UserEventType;
  payload: unknown;
}

export function sseFrame(row: EventRow): string {
  return `id: ${String(row.id)}\nevent: ${row.type}\ndata: ${JSON.stringify(row.payload)}\n\n`;
}

class UserStream {
  reading = false;
  again = false;
  closed = false;

  constructor(
    readonly userId: number,
    public lastId: number,
    readonly sink: StreamSink,
  ) {}
}

export interface EventHubOptions {
  maxStreamsPerUser: number;
  onError: (error: unknown, userId: number) => void;
}

/**
 * The open event streams of this process, by user. A wake-up (a NOTIFY naming the user, or a reconnect of the
 * listener) makes each of the user's streams read its rows with an id above the last one it sent: the log is
 * the truth and the notification only says "look", so a lost or repeated notification can neither lose nor
 * duplicate an event. Reads of one stream never overlap; a wake-up during a read makes it read again after.
 */
export class EventHub {
  readonly #streams = new Map<number, Set<UserStream>>();
  readonly #reads = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: EventHubOptions,
  ) {}

  /** How many streams the user has open on this process. */
  openFor(userId: number): number {
    return this.#streams.get(userId)?.size ?? 0;
  }

  get size(): number {
    let total = 0;
    for (const streams of this.#streams.values()) total += streams.size;
    return total;
  }

  hasRoomFor(userId: number): boolean {
    return this.openFor(userId) < this.options.maxStreamsPerUser;
  }

  /** Registers a stream that has sent everything up to lastId, then catches it up. */
  open(userId: number, lastId: number, sink: StreamSink): () => void {
    const stream = new UserStream(userId, lastId, sink);
    let streams = this.#streams.get(userId);
    if (!streams) {
      streams = new Set();
      this.#streams.set(userId, streams);
    }
    streams.add(stream);
    this.#read(stream);
    return () => this.#remove(stream);
  }

  wake(userId: number): void {
    for (const stream of this.#streams.get(userId) ?? []) this.#read(stream);
  }

  wakeAll(): void {
    for (const streams of this.#streams.values()) for (const stream of streams) this.#read(stream);
  }

  /** Ends every stream (shutdown) and waits for reads in flight. */
  async close(): Promise<void> {
    for (const streams of [...this.#streams.values()]) {
      for (const stream of [...streams]) {
        this.#remove(stream);
        stream.sink.end();
      }
    }
    await Promise.allSettled([...this.#reads]);
  }

  #remove(stream: UserStream): void {
    stream.closed = true;
    const streams = this.#streams.get(stream.userId);
    if (!streams) return;
    streams.delete(stream);
    if (streams.size === 0) this.#streams.delete(stream.userId);
  }

  #read(stream: UserStream): void {
    if (stream.closed) return;
    if (stream.reading) {
      stream.again = true;
      return;
    }
    stream.reading = true;
    const read = this.#catchUp(stream).finally(() => {
      stream.reading = false;
      this.#reads.delete(read);
    });
    this.#reads.add(read);
  }

  async #catchUp(stream: UserStream): Promise<void> {
    try {
      do {
        stream.again = false;
        const rows = await this.db
          .selectFrom('user_events')
          .select(['id', 'type', 'payload'])
          .where('user_id', '=', stream.userId)
          .where('id', '>', stream.lastId)
          .orderBy('id')
          .limit(BATCH)
          .execute();
        for (const row of rows) {
          if (stream.closed) return;
          const written = stream.sink.write(sseFrame(row));
          stream.lastId = Number(row.id);
          if (!written) {
            // A client this far behind is better served by reconnecting from its Last-Event-ID than by this
            // process buffering for it without bound.
            this.#remove(stream);
            stream.sink.end();
            return;
          }
        }
        if (rows.length === BATCH) stream.again = true;
      } while (stream.again && !stream.closed);
    } catch (error) {
      // The database hiccuped: end the stream; the client comes back with its Last-Event-ID.
      this.options.onError(error, stream.userId);
      if (!stream.closed) {
        this.#remove(stream);
        stream.sink.end();
      }
    }
  }
}

/** The newest event id of the user (0 when none): where a stream without Last-Event-ID starts. */
export async function latestEventId(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_events')
    .select((eb) => eb.fn.max('id').as('latest'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.latest == null ? 0 : Number(row.latest);
}
