import { messagePreview } from '@market/shared';
import type { Database } from '../db/client.js';
import { conversations, messages } from '../db/schema/index.js';
import { createRandom } from './random.js';

/** Demo conversations: seller, buyer, and the lines in order (s = seller, b = buyer). */
const threads: Array<{ seller: string; buyer: string; lines: Array<['s' | 'b', string]> }> = [
  {
    seller: 'ayesha_designs',
    buyer: 'demo_buyer',
    lines: [
      ['b', 'Hi Ayesha! I run a small tea shop in Lahore and need a logo that feels warm and traditional.'],
      ['s', 'Assalam o Alaikum! Happy to help. Do you have colours in mind, or a name with a story behind it?'],
      ['b', 'The shop is called "Chai Khana". Deep green and gold, maybe a kettle in the mark?'],
      ['s', 'Lovely. I will send three directions by Thursday:\n1. a hand-drawn kettle\n2. a monogram\n3. a badge with the shop name'],
      ['s', 'First drafts are ready, have a look when you can. The badge version works best on cups.'],
    ],
  },
  {
    seller: 'bilal_dev',
    buyer: 'demo_buyer',
    lines: [
      ['b', 'Can you add a WhatsApp order button to my Shopify store?'],
      ['s', 'Yes, that takes about a day. Do you want it on product pages only or on every page?'],
      ['b', 'Product pages only, please.'],
      ['s', 'Done and live. Let me know if anything looks off on mobile.'],
      ['b', 'Works perfectly, thank you!'],
    ],
  },
  {
    seller: 'fatima_growth',
    buyer: 'demo_buyer',
    lines: [
      ['b', 'Hello! What would a month of Instagram management cost for a tea shop?'],
      ['s', 'For 12 posts, stories and replies it is the standard package. I can start on Monday if that suits you.'],
    ],
  },
  {
    seller: 'ayesha_designs',
    buyer: 'zainab_store',
    lines: [
      ['b', 'Hi, I loved the packaging you did for the candle brand. Could you do labels for my spice jars?'],
      ['s', 'Thank you! How many different spices, and what size are the jars?'],
      ['b', 'Eight spices, 100 g jars. I will send photos tonight.'],
    ],
  },
  {
    seller: 'sarah_writes',
    buyer: 'james_carter',
    lines: [
      ['b', 'I need 5 blog posts about home coffee brewing, about 1,000 words each.'],
      ['s', 'Sounds fun. I will share an outline for the first post tomorrow so we agree on tone.'],
      ['b', 'Great, looking forward to it.'],
    ],
  },
  {
    seller: 'mei_lens',
    buyer: 'emma_bakery',
    lines: [
      ['b', 'Do you photograph cakes on a white background for online menus?'],
      ['s', 'Yes, with natural light and a few styled shots too. How many cakes?'],
    ],
  },
];

const MINUTE = 60 * 1000;

/** Seeds the demo conversations and their messages; some are left unread for one side. */
export async function seedMessages(tx: Database, ids: Map<string, string>, now: Date): Promise<number> {
  const r = createRandom(20240918);
  let count = 0;
  for (const [index, thread] of threads.entries()) {
    const sellerId = ids.get(thread.seller);
    const buyerId = ids.get(thread.buyer);
    if (!sellerId || !buyerId) continue;
    const id = sellerId + buyerId;
    // Threads spread over the last days, messages minutes to hours apart, the newest thread first.
    let at = now.getTime() - (index + 1) * r.int(10, 30) * 60 * MINUTE;
    const rows = thread.lines.map(([who, desc]) => {
      at += r.int(2, 180) * MINUTE;
      return { conversationId: id, userId: who === 's' ? sellerId : buyerId, desc, createdAt: new Date(Math.min(at, now.getTime() - MINUTE)) };
    });
    const last = rows[rows.length - 1];
    const lastBySeller = last.userId === sellerId;
    // Every other thread has been read by its recipient; the rest wait, unread.
    const read = index % 2 === 1;
    await tx.insert(conversations).values({
      id,
      sellerId,
      buyerId,
      lastMessage: messagePreview(last.desc),
      readBySeller: lastBySeller || read,
      readByBuyer: !lastBySeller || read,
      createdAt: rows[0].createdAt,
      updatedAt: last.createdAt,
    });
    await tx.insert(messages).values(rows);
    count += rows.length;
  }
  return count;
}
