import type { Contact } from '@market/shared';
import type { Database } from '../../db/client.js';
import { contactMessages } from '../../db/schema/contact.js';

/** Stores a message from the contact form. */
export async function saveContactMessage(db: Database, input: Contact, ip: string) {
  const [row] = await db.insert(contactMessages).values({ ...input, ip }).returning({ id: contactMessages.id });
  return row;
}
