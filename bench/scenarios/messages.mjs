// Messaging: the conversation list, one thread's latest page, and sending a message.
// bench_user has 30 conversations (a few messages each; one with 300); sending is limited to 120 a
// minute per user, so send requests take turns among 1,000 generated users, each in a conversation.
import { sql } from 'drizzle-orm';
import { insertPeople } from '../lib/people.mjs';

const senders = 1000;
const contacts = 30;
const threadLength = 300;
const pageSize = 50; // messagesPageSize
const text = 'Hello! Could you also send the source files with the logo?';


export default {
  async seed(db, ctx) {
    const run = (q) => db.execute(q);
    // Generated users with a session each, every other one a seller.
    const users = await insertPeople(db, 'bench_chat_', senders, (i) => i % 2 === 0);
    // Pairs (seller 2k, buyer 2k+1); the conversation id is the seller's id joined with the buyer's.
    const pairs = [];
    for (let k = 0; k + 1 < users.length; k += 2) pairs.push({ seller: users[k], buyer: users[k + 1], id: users[k].id + users[k + 1].id });
    // bench_user's conversations: with the first `contacts` generated sellers.
    const mine = pairs.slice(0, contacts).map((p) => ({ id: p.seller.id + ctx.users.user.id, seller: p.seller.id, buyer: ctx.users.user.id }));
    const rows = [...pairs.map((p) => ({ id: p.id, seller: p.seller.id, buyer: p.buyer.id })), ...mine];
    await run(sql`
      insert into conversations (id, seller_id, buyer_id, last_message, read_by_seller, read_by_buyer, created_at, updated_at)
      select t.id, t.seller::uuid, t.buyer::uuid, ${text}, true, false, now() - make_interval(mins => n), now() - make_interval(mins => n)
      from jsonb_to_recordset(${JSON.stringify(rows.map((r, n) => ({ ...r, n })))}::jsonb) as t(id text, seller text, buyer text, n int)`);
    // Five messages in each of bench_user's conversations, `threadLength` in the first.
    await run(sql`
      insert into messages (id, conversation_id, user_id, "desc", created_at)
      select gen_random_uuid(), c.id, case when j % 2 = 0 then c.seller_id else c.buyer_id end, ${text} || ' (' || j || ')', now() - make_interval(secs => j * 60)
      from conversations c, generate_series(1, case when c.id = ${mine[0].id} then ${threadLength}::int else 5 end) j
      where c.buyer_id = ${ctx.users.user.id}::uuid`);
    await run(sql`analyze conversations`);
    await run(sql`analyze messages`);
    ctx.chat = { threadId: mine[0].id, senders: pairs.flatMap((p) => [{ user: p.buyer, id: p.id }, { user: p.seller, id: p.id }]) };
  },

  scenarios: [
    {
      name: 'conversation list',
      path: '/api/conversations',
      as: 'user',
      ceilingSql: `select "conversations"."id", "conversations"."seller_id", "conversations"."buyer_id", "conversations"."read_by_seller", "conversations"."read_by_buyer", "conversations"."last_message", "conversations"."created_at", "conversations"."updated_at", "users"."username", "users"."img_file_id" from "conversations" inner join "users" on "users"."id" = case when "conversations"."seller_id" = $1 then "conversations"."buyer_id" else "conversations"."seller_id" end where ("conversations"."seller_id" = $2 or "conversations"."buyer_id" = $3) order by "conversations"."updated_at" desc, "conversations"."id" desc limit $4`,
      ceilingParams: (ctx) => [ctx.users.user.id, ctx.users.user.id, ctx.users.user.id, 500],
    },
    {
      name: 'message thread',
      path: (ctx) => `/api/messages/${ctx.chat.threadId}`,
      as: 'user',
      ceilingSql: [`select "id", "seller_id", "buyer_id", "read_by_seller", "read_by_buyer", "last_message", "created_at", "updated_at" from "conversations" where ("conversations"."id" = $1 and ("conversations"."seller_id" = $2 or "conversations"."buyer_id" = $3)) limit $4`, `select "id", "conversation_id", "user_id", "desc", "created_at" from "messages" where "messages"."conversation_id" = $1 order by "messages"."created_at" desc, "messages"."id" desc limit $2`],
      ceilingParams: (ctx) => [[ctx.chat.threadId, ctx.users.user.id, ctx.users.user.id, 1], [ctx.chat.threadId, pageSize + 1]],
    },
    {
      name: 'send message',
      method: 'POST',
      path: '/api/messages',
      expectStatus: 201,
      body: (ctx) => ({ conversationId: ctx.chat.senders[0].id, desc: text }),
      variants: (ctx) => ctx.chat.senders.map((s) => ({ cookie: `sid=${s.user.token}`, body: { conversationId: s.id, desc: text }, userId: s.user.id })),
      // The same statement (on PGlite too: the app's embedded events use pg_notify in-process); the ceiling
      // makes the message id in SQL where the app makes a UUIDv7.
      ceilingSql: `with c as (update "conversations" set last_message = $1, read_by_seller = (seller_id = $2), read_by_buyer = (buyer_id = $3), updated_at = $4 where id = $5 and (seller_id = $6 or buyer_id = $7) returning id, seller_id, buyer_id), m as (insert into "messages" (id, conversation_id, user_id, "desc", created_at) select gen_random_uuid(), c.id, $8, $9, $10 from c returning id) select pg_notify('market_events', json_build_object('type', 'message', 'users', json_build_array(c.seller_id, c.buyer_id), 'messageId', m.id)::text) from c, m`,
      ceilingParams: (_ctx, v) => [text, v.userId, v.userId, '$now', v.body.conversationId, v.userId, v.userId, v.userId, text, '$now'],
    },
  ],
};
