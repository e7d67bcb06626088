import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
};

/**
 * A local stand-in for the part of Stripe's API the provider uses (create and retrieve payment
 * intents), so the real SDK is exercised against it over HTTP.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  type FakeRefund = { id: string; object: 'refund'; amount: number; payment_intent: string; status: string };
  const refunds: FakeRefund[] = [];
  const refundsByKey = new Map<string, FakeRefund>();
  const requests: { method: string; path: string; idempotencyKey?: string; authorization?: string; form?: URLSearchParams }[] = [];
  let next = 1;

  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${next}` });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const form = new URLSearchParams(await readBody(req));
      requests.push({ method: 'POST', path: url.pathname, idempotencyKey, authorization: req.headers.authorization, form });
      const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (known) return send(200, known);
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const m = /^metadata\[(.+)\]$/.exec(key);
        if (m) metadata[m[1]] = value;
      }
      const id = `pi_fake_${next++}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        metadata,
        livemode: false,
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return send(200, intent);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      // Stripe's idempotency: the same key answers the same refund; a second refund of a refunded intent is refused.
      const form = new URLSearchParams(await readBody(req));
      requests.push({ method: 'POST', path: url.pathname, idempotencyKey, authorization: req.headers.authorization, form });
      const known = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
      if (known) return send(200, known);
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') return send(400, { error: { type: 'invalid_request_error', message: 'This PaymentIntent cannot be refunded.' } });
      if (refunds.some((r) => r.payment_intent === intent.id)) return send(400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } });
      const refund = { id: `re_fake_${next++}`, object: 'refund' as const, amount: Number(form.get('amount')), payment_intent: intent.id, status: 'succeeded' };
      refunds.push(refund);
      if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
      return send(200, refund);
    }
    const m = /^\/v1\/payment_intents\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && m) {
      requests.push({ method: 'GET', path: url.pathname, authorization: req.headers.authorization });
      const intent = intents.get(m[1]);
      if (!intent) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${m[1]}'` } });
      return send(200, intent);
    }
    send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    /** Plays the customer paying (or failing) in the browser. */
    setStatus(id: string, status: string) {
      intents.get(id)!.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
