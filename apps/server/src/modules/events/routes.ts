import { Socket } from 'node:net';
import { z } from 'zod';
import { errorSchema } from '@market/shared';
import type { Delivery } from '../../plugins/realtime.js';
import { unauthorized } from '../../lib/errors.js';
import type { App } from '../../types.js';
import { liveSessionHashes } from '../auth/index.js';
import { StreamPlaces } from './stream-places.js';

/**
 * A comment line every 25 s keeps proxies from closing an idle stream and finds expired sessions
 * (ended ones close their streams at once, through `sessions.ended`).
 */
export const heartbeatMs = 25_000;
/** The browser waits this long before reconnecting after a drop. */
const retryMs = 2_000;
/** A client that reads too slowly to keep this much buffered is cut off; it reconnects and refetches. */
const maxBufferedBytes = 1024 * 1024;
/** Streams one session (a browser: its tabs) and one account (its devices) may hold at once. */
export const streamsPerSession = 4;
export const streamsPerAccount = 10;

type Stream = { tokenHash: string; ping(): void; end(): void };

/**
 * GET /api/events: Server-Sent Events for the signed-in user (`message`, `conversation`).
 * The stream opens with `ready` once this process listens, so a client that (re)connects and
 * then refetches misses nothing.
 */
export async function eventsRoutes(app: App) {
  const open = new Set<Stream>();
  const places = new StreamPlaces({ perSession: streamsPerSession, perAccount: streamsPerAccount, perProcess: app.config.sseMaxConnections });

  // One timer and one query per beat for all streams of the process: sessions that were
  // signed out or expired stop receiving events; the rest get a heartbeat.
  const beat = async () => {
    if (!open.size) return;
    const streams = [...open];
    const hashes = [...new Set(streams.map((s) => s.tokenHash))];
    let alive: Set<string>;
    try {
      alive = await liveSessionHashes(app.db, hashes);
    } catch (err) {
      app.log.warn({ err }, 'events: session check failed; keeping the streams');
      alive = new Set(hashes);
    }
    for (const s of streams) (alive.has(s.tokenHash) ? s.ping : s.end)();
  };
  const timer = setInterval(() => void beat(), heartbeatMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get(
    '/api/events',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['events'],
        description: 'Server-Sent Events (text/event-stream): `ready`, then `message` and `conversation` events as JSON.',
        response: { 200: z.string().describe('text/event-stream'), 401: errorSchema, 429: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      const res = reply.raw;
      // Refused (429, 503) before anything is set up; given back by end(), however the stream ends.
      const release = places.take(request.sessionTokenHash!, request.user!.id);
      let unsubscribe: (() => void) | null = null;
      let ended = false;

      const stream: Stream = {
        tokenHash: request.sessionTokenHash!,
        ping: () => write(': ping\n\n'),
        end: () => {
          // Idempotent, and called again once subscribed when the client left during the subscription.
          unsubscribe?.();
          if (ended) return;
          ended = true;
          release();
          open.delete(stream);
          if (!res.writableEnded) res.end();
        },
      };
      const write = (chunk: string) => {
        if (ended) return;
        res.write(chunk);
        if (res.writableLength > maxBufferedBytes) {
          request.log.warn('events: client reads too slowly; closing its stream');
          stream.end();
          res.destroy();
        }
      };
      const send = (event: Delivery) => write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);

      res.on('close', stream.end);
      try {
        unsubscribe = await app.realtime.subscribe(request.user!.id, { deliver: send, reset: stream.end, session: stream.tokenHash });
        // A session that ended after the access check but before this stream was subscribed: its
        // `sessions.ended` found no stream to end here (from now on it would), so it is looked up once more.
        const live = await liveSessionHashes(app.db, [stream.tokenHash]);
        if (!live.has(stream.tokenHash)) throw unauthorized();
      } catch (err) {
        // The error answer goes out as usual; the subscription (if made) and the place are given back.
        unsubscribe?.();
        release();
        throw err;
      }
      reply.hijack();
      // The client left (or the app began closing) while we were subscribing.
      if (ended || res.destroyed) return stream.end();

      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      write(`retry: ${retryMs}\n\nevent: ready\ndata: {}\n\n`);
      if (ended) return;

      // An in-process injected request (tests, route sweeps) has no connection to hold open.
      if (!(request.raw.socket instanceof Socket)) return stream.end();
      open.add(stream);
    },
  );
}
