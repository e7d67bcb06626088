import { type Currency } from '@market/shared';
import type { Database } from '../../db/client.js';
import { entriesOf } from '../ledger/index.js';
import { csvCell as cell } from '../../lib/csv.js';

const maxRows = 50_000;

/** A user's entries in one currency as CSV, newest first, amounts in minor units. */
export async function entriesCsv(db: Database, userId: string, currency: Currency): Promise<string> {
  const lines = [['date', 'kind', 'description', 'bucket', 'amount_minor', 'balance_after_minor', 'currency', 'ref_type', 'ref_id'].join(',')];
  let cursor: string | undefined;
  do {
    const page = await entriesOf(db, userId, currency, cursor, 500);
    for (const e of page.entries) lines.push([e.createdAt, e.kind, e.desc, e.bucket, e.amount, e.balanceAfter, currency, e.ref.type, e.ref.id].map(cell).join(','));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && lines.length <= maxRows);
  return `${lines.join('\r\n')}\r\n`;
}
