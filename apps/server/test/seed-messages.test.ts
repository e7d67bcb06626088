import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagePreview, type Conversation, type MessagePage } from '@market/shared';
import { conversations, messages } from '../src/db/schema/index.js';
import { seedMessages } from '../src/seed/messages.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { createUser, login } from './helpers/factories.js';

let t: TestContext;
const ids = new Map<string, string>();
let buyerPassword = '';

beforeAll(async () => {
  t = await createTestApp();
  const sellers = ['ayesha_designs', 'bilal_dev', 'fatima_growth', 'sarah_writes', 'mei_lens'];
  const buyers = ['demo_buyer', 'zainab_store', 'james_carter', 'emma_bakery'];
  for (const username of sellers) ids.set(username, (await createUser(t.db, 'seller', { username })).user.id);
  for (const username of buyers) {
    const { user, password } = await createUser(t.db, 'user', { username });
    ids.set(username, user.id);
    if (username === 'demo_buyer') buyerPassword = password;
  }
  await t.db.transaction((tx) => seedMessages(tx, ids, new Date()));
});
afterAll(() => t.close());

describe('demo conversations', () => {
  it('seeds conversations with messages, some unread, consistent with their last message', async () => {
    const convs = await t.db.select().from(conversations);
    const rows = await t.db.select().from(messages);
    expect(convs.length).toBeGreaterThanOrEqual(5);
    expect(rows.length).toBeGreaterThan(15);
    expect(convs.some((c) => !c.readByBuyer)).toBe(true);
    expect(convs.some((c) => !c.readBySeller)).toBe(true);
    for (const c of convs) {
      expect(c.id).toBe(c.sellerId + c.buyerId);
      const mine = rows.filter((m) => m.conversationId === c.id).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(c.lastMessage).toBe(messagePreview(mine[mine.length - 1].desc));
      expect(c.updatedAt.getTime()).toBe(mine[mine.length - 1].createdAt.getTime());
      expect(c.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('shows the demo buyer their threads through the API, unread ones included', async () => {
    const cookie = await login(t.app, 'demo_buyer', buyerPassword);
    const list = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie } })).json<Conversation[]>();
    expect(list.map((c) => c.username)).toEqual(expect.arrayContaining(['ayesha_designs', 'bilal_dev', 'fatima_growth']));
    const unread = (await t.app.inject({ method: 'GET', url: '/api/conversations/unread-count', headers: { cookie } })).json();
    expect(unread.count).toBe(list.filter((c) => !c.readByBuyer).length);
    expect(unread.count).toBeGreaterThan(0);
    const page = (await t.app.inject({ method: 'GET', url: `/api/messages/${list[0].id}`, headers: { cookie } })).json<MessagePage>();
    expect(messagePreview(page.messages.at(-1)!.desc)).toBe(list[0].lastMessage);
  });
});
