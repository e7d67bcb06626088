import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { orderLifecycleTexts, type OrderFile } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { orderFiles, orders } from '../../db/schema/orders.js';
import { badRequest } from '../../lib/errors.js';
import { attachFiles, fileIdOfUrl, findFiles, ownedFileIds, releaseFiles, toUploadedFile } from '../files/index.js';

/**
 * The file ids of the client's URLs for requirements or a delivery: uploads of this user for
 * `delivery` that no order holds yet (`keep`: those this order's requirements hold already). Repeats dropped, order kept.
 */
export async function resolveOrderFiles(tx: Transaction, ownerId: string, urls: string[], keep: string[] = []): Promise<string[]> {
  const ids = [...new Set(urls.map(fileIdOfUrl))];
  const fresh = ids.filter((id) => !keep.includes(id));
  if (fresh.length === 0) return ids;
  const owned = await ownedFileIds(tx, ownerId, 'delivery', fresh);
  if (owned.size !== fresh.length) throw badRequest(orderLifecycleTexts.badFile, { files: orderLifecycleTexts.badFile });
  const taken = await tx.select({ id: orderFiles.fileId }).from(orderFiles).where(inArray(orderFiles.fileId, fresh)).limit(1);
  if (taken.length > 0) throw badRequest(orderLifecycleTexts.fileInUse, { files: orderLifecycleTexts.fileInUse });
  return ids;
}

/** Attaches files to the order (its requirements with no delivery id), in the caller's transaction. */
export async function addOrderFiles(tx: Transaction, orderId: string, deliveryId: string | null, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await attachFiles(tx, fileIds);
  await tx
    .insert(orderFiles)
    .values(fileIds.map((fileId, position) => ({ fileId, orderId, deliveryId, position })))
    .onConflictDoNothing();
}

/** The requirements' files now; replaced requirements release the files they no longer name. */
export async function requirementFileIds(tx: Transaction, orderId: string): Promise<string[]> {
  const rows = await tx.select({ id: orderFiles.fileId }).from(orderFiles).where(and(eq(orderFiles.orderId, orderId), isNull(orderFiles.deliveryId)));
  return rows.map((r) => r.id);
}

export async function dropRequirementFiles(tx: Transaction, orderId: string, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await tx.delete(orderFiles).where(and(eq(orderFiles.orderId, orderId), inArray(orderFiles.fileId, fileIds)));
  await releaseFiles(tx, fileIds);
}

/** An order's files by delivery (the requirements' under null), from its links in their sent order, with their upload records (no query without files). */
export async function filesOfLinks(db: Database, links: { fileId: string; deliveryId: string | null }[]): Promise<Map<string | null, OrderFile[]>> {
  const records = new Map((await findFiles(db, links.map((l) => l.fileId))).map((f) => [f.id, toUploadedFile(f)]));
  const byDelivery = new Map<string | null, OrderFile[]>();
  for (const link of links) {
    const file = records.get(link.fileId);
    if (!file) continue;
    const list = byDelivery.get(link.deliveryId) ?? [];
    list.push({ url: file.url, name: file.name, type: file.type, size: file.size });
    byDelivery.set(link.deliveryId, list);
  }
  return byDelivery;
}

/** Whether this user is a party of the order holding this file (the files module asks, for `delivery` files). */
export async function mayReadOrderFile(db: Database, userId: string, fileId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orderFiles)
    .innerJoin(orders, eq(orders.id, orderFiles.orderId))
    .where(and(eq(orderFiles.fileId, fileId), or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))))
    .limit(1);
  return rows.length > 0;
}

/** Which of these files an order keeps (requirements and deliveries outlive the account that sent them, like the order). */
export async function filesKeptByOrders(db: Database | Transaction, fileIds: string[]): Promise<string[]> {
  const rows = await db.select({ id: orderFiles.fileId }).from(orderFiles).where(inArray(orderFiles.fileId, fileIds));
  return rows.map((r) => r.id);
}
