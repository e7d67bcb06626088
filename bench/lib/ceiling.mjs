// The ceiling: a bare Fastify server (no plugins, no logger) whose handlers run the same SQL as the app's
// routes, through `pg` with prepared statements (or the embedded PGlite on --embedded), and answer with the rows
// as JSON. Static rows answer the app's own bytes from memory. GET /hello is the bare framework's floor.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });

let query;
// Runs `work(query)` in one transaction on one connection (statements such as `set local` need it).
let transaction;
let close;
if (config.databaseUrl) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolSize });
  query = async (name, text, values) => (await pool.query({ name, text, values })).rows;
  transaction = async (work) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await work(async (name, text, values) => (await client.query({ name, text, values })).rows);
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback');
      throw err;
    } finally {
      client.release();
    }
  };
  close = () => pool.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  // The extensions the app loads (apps/server/src/db/client.ts): the gig search calls pg_trgm.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(config.pgliteDir, { extensions: { pg_trgm } });
  query = async (_name, text, values) => (await db.query(text, values)).rows;
  transaction = (work) => db.transaction((tx) => work(async (_name, text, values) => (await tx.query(text, values)).rows));
  close = () => db.close();
}
const { hash, verify } = await import('@node-rs/argon2');
const { randomUUID } = await import('node:crypto');

app.get('/hello', async () => ({ hello: 'world' }));

let turn = 0;
for (const route of config.routes) {
  const url = `/r/${route.id}`;
  if (route.static) {
    const body = Buffer.from(route.static.body, 'base64');
    app.route({ method: route.method, url, handler: (_req, reply) => reply.headers(route.static.headers).send(body) });
    continue;
  }
  app.route({
    method: route.method,
    url,
    handler: async (request, reply) => {
      // Variants (other users, other rows): the one the load generator names (x-bench-turn), else in turn.
      const named = Number(request.headers['x-bench-turn']);
      const params = route.paramSets[(Number.isInteger(named) ? named : turn++) % route.paramSets.length];
      // Registration: the password's hash, made before any statement (so no connection waits on it), as the app makes one.
      const passwordHash = route.argon2Hash ? await hash(request.body.password, route.argon2Hash) : undefined;
      // Per request: '$uuid' is one new id for all its statements (a new row and what refers to it;
      // inside a string, as in a key 'task-answer-accept:$uuid', it becomes that id too), '$body.<field>' a
      // field of the request's body (a new account's unique name), '$passwordHash' that hash, and
      // '$prev.<column>' that column of the previous statement's first row (the row it picked, as
      // the app hands it to its next statement).
      const uuid = randomUUID();
      const resolve = (p, previous) => {
        if (p === '$now') return new Date();
        if (p === '$passwordHash') return passwordHash;
        if (typeof p !== 'string') return p;
        if (p.startsWith('$body.')) return request.body[p.slice('$body.'.length)];
        if (p.startsWith('$prev.')) return previous[0]?.[p.slice('$prev.'.length)] ?? null;
        return p.includes('$uuid') ? p.replaceAll('$uuid', uuid) : p;
      };
      const run = async (run) => {
        let rows = [];
        for (const [i, text] of route.texts.entries()) {
          const previous = rows;
          rows = await run(`ceiling_${route.id}_${i}`, text, params[i].map((p) => resolve(p, previous)));
          // Sign-in: the password check comes right after the user lookup, as in the app.
          if (i === 0 && route.argon2 && !(rows[0] && (await verify(rows[0].password_hash, request.body.password)))) return null;
        }
        return rows;
      };
      const rows = route.transaction ? await transaction(run) : await run(query);
      if (rows === null) return reply.status(401).send({ message: 'bad credentials' });
      return reply.status(route.status).send(rows.length === 1 ? rows[0] : rows);
    },
  });
}

await app.listen({ port: Number(process.env.CEILING_PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await close();
  process.exit(0);
});
