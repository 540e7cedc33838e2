import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { ContextOptions } from '../../context.js';
import type { Listen } from '../../db/database.js';
import { HttpError } from '../../http-errors.js';
import { ErrorSchema } from '../../lib/schemas.js';
import { runPeriodically } from '../../periodic-task.js';
import { access, currentUser } from '../../plugins/access.js';
import { EventHub, latestEventId, type StreamSink } from './hub.js';
import { USER_EVENTS_CHANNEL } from './publish.js';
import { sweepOldEvents } from './sweep.js';

export interface EventsRoutesOptions extends ContextOptions {
  /** LISTEN/NOTIFY on the app's database; without it streams look for new events every heartbeat. */
  listen?: Listen;
  /** How often old events are swept; 0 never (tests call sweepOldEvents). */
  sweepEveryMs?: number;
}

/** What a browser waits before reconnecting after the stream drops. */
const RETRY_MS = 3000;
/** Sent as the last frame when this replica shuts down: come back soon, to whichever replica answers. */
const RECONNECT_AFTER_SHUTDOWN_MS = 500;
const EVENT_ID = /^\d{1,18}$/;
// setTimeout's ceiling; a token living longer than ~24 days is ended by a later heartbeat instead.
const MAX_TIMER_MS = 2_147_483_647;

const eventsRoutes: FastifyPluginAsyncTypebox<EventsRoutesOptions> = async (
  app,
  { ctx, listen, sweepEveryMs },
) => {
  const hub = new EventHub(ctx.db, {
    maxStreamsPerUser: ctx.config.sseStreamsPerUser,
    onError: (error, userId) => app.log.warn({ err: error, userId }, 'event stream read failed'),
  });

  let stopListening: (() => Promise<void>) | null = null;
  let poll: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (!listen) {
      // No notifications to wait for (a caller that did not pass DatabaseHandle.listen): look every heartbeat.
      poll = setInterval(() => hub.wakeAll(), ctx.config.sseHeartbeatMs);
      poll.unref();
      return;
    }
    stopListening = await listen(USER_EVENTS_CHANNEL, {
      onNotify: (payload) => {
        const userId = Number(payload);
        if (Number.isSafeInteger(userId)) hub.wake(userId);
      },
      // Notifications sent while the connection was down are lost; the log is not.
      onReconnect: () => {
        app.log.info('event listener reconnected; catching every stream up');
        hub.wakeAll();
      },
      onError: (error) => app.log.warn({ err: error }, 'event listener connection failed; reconnecting'),
    });
  });
  ctx.metrics.read('sse', () => hub.size);
  let shuttingDown = false;
  // Streams never finish on their own, so they are ended before the server waits for open requests.
  app.addHook('preClose', async () => {
    shuttingDown = true;
    await hub.close();
  });
  app.addHook('onClose', async () => {
    clearInterval(poll);
    await hub.close();
    await stopListening?.();
  });

  runPeriodically(app, {
    name: 'sweeping old user events',
    exclusiveOn: ctx,
    everyMs: sweepEveryMs ?? 60 * 60 * 1000,
    run: () => sweepOldEvents(ctx.db),
  });

  app.get(
    '/api/events',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['events'],
        summary:
          "The signed-in user's live events (Server-Sent Events, text/event-stream): frames `id: <event id>`, `event: notification | message | conversation_read | unread`, `data: <JSON>`; a `: ping` comment every 15 s; `retry: 3000`. Resume with the Last-Event-ID header (or last_event_id) to receive every committed event after that id, then live ones. Send the token in the Authorization header (fetch streaming), never in the URL.",
        security: [{ bearerAuth: [] }],
        headers: Type.Object({
          'last-event-id': Type.Optional(
            Type.String({ pattern: '^\\d{1,18}$', description: 'The id of the last event received' }),
          ),
        }),
        querystring: Type.Object({
          last_event_id: Type.Optional(
            Type.String({ pattern: '^\\d{1,18}$', description: 'Same as the Last-Event-ID header' }),
          ),
        }),
        response: {
          200: {
            description:
              'An endless text/event-stream; ends when the access token expires (reconnect with a fresh one)',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          401: ErrorSchema,
          403: ErrorSchema,
          422: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const expiresAt = request.auth?.expiresAt ?? new Date();
      const header = request.headers['last-event-id'];
      const query = request.query.last_event_id;
      const resume = typeof header === 'string' && EVENT_ID.test(header) ? header : query;
      const lastId = resume !== undefined ? Number(resume) : await latestEventId(ctx.db, user.id);
      // Checked after the last await, so two connects at once cannot both take the last place.
      if (!hub.hasRoomFor(user.id)) {
        throw new HttpError(
          429,
          'Too many live connections are open for this account. Close a tab or window and try again.',
          undefined,
          { 'retry-after': '30' },
        );
      }

      reply.hijack();
      const raw = reply.raw;
      const headers: OutgoingHttpHeaders = {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store, no-transform',
        // nginx and similar proxies would otherwise hold frames back in their buffers.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
        connection: 'keep-alive',
      };
      raw.writeHead(200, headers);
      raw.write(`retry: ${RETRY_MS}\n\n`);

      let ended = false;
      let close = () => undefined as void;
      const heartbeat = setInterval(() => {
        if (Date.now() >= expiresAt.getTime()) return sink.end();
        if (!raw.write(': ping\n\n') && raw.writableLength > 1_048_576) sink.end();
      }, ctx.config.sseHeartbeatMs);
      const expiry = setTimeout(
        () => sink.end(),
        Math.min(Math.max(0, expiresAt.getTime() - Date.now()), MAX_TIMER_MS),
      );
      const sink: StreamSink = {
        // Up to 1 MiB waits in the socket's buffer for a slow client; past that the stream ends.
        write: (frame) => raw.write(frame) || raw.writableLength < 1_048_576,
        end: () => {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          clearTimeout(expiry);
          close();
          // A replica going away tells browsers to reconnect promptly; the gateway sends them to another one.
          if (shuttingDown) raw.end(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n\n`);
          else raw.end();
        },
      };
      raw.on('close', () => sink.end());
      close = hub.open(user.id, lastId, sink);
      // The client may have gone while the headers were written.
      if (ended) close();
    },
  );
};

export default eventsRoutes;
