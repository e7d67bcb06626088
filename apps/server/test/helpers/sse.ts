import { request, type ClientRequest } from 'node:http';

export type SseEvent = { event: string; data: string };

export type SseClient = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Resolves with the next event of the type (events already received count first). */
  next(type: string, timeoutMs?: number): Promise<unknown>;
  /** Events received so far. */
  events: SseEvent[];
  /** Called for each comment line (heartbeat) received. */
  onComment?: () => void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/** Opens GET /api/events over real HTTP and parses the stream; resolves after the `ready` event. */
export function openEvents(baseUrl: string, cookie?: string): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const events: SseEvent[] = [];
    const waiters: Array<{ type: string; resolve: (d: unknown) => void }> = [];
    let taken = 0;
    const deliver = () => {
      for (const w of [...waiters]) {
        const index = events.findIndex((e, i) => i >= taken && e.event === w.type);
        if (index >= 0) {
          taken = index + 1;
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(JSON.parse(events[index].data));
        }
      }
    };
    const req: ClientRequest = request(`${baseUrl}/api/events`, { headers: cookie ? { cookie, accept: 'text/event-stream' } : {} }, (res) => {
      let buffer = '';
      let endResolve!: () => void;
      const ended = new Promise<void>((r) => (endResolve = r));
      res.on('end', endResolve);
      res.on('close', endResolve);
      const client: SseClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        ended,
        next: (type, timeoutMs = 5000) =>
          new Promise((res2, rej) => {
            const timer = setTimeout(() => rej(new Error(`no ${type} event within ${timeoutMs} ms; got ${events.map((e) => e.event).join(',')}`)), timeoutMs);
            waiters.push({ type, resolve: (d) => (clearTimeout(timer), res2(d)) });
            deliver();
          }),
        close: () => req.destroy(),
      };
      if (res.statusCode !== 200) {
        res.resume();
        resolve(client);
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(':')) client.onComment?.();
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length) events.push({ event, data: data.join('\n') });
        }
        deliver();
      });
      client.next('ready').then(() => resolve(client), reject);
    });
    req.on('error', reject);
    req.end();
  });
}
