import { alias } from 'drizzle-orm/pg-core';
import { orderTexts } from '@market/shared';
import { avatarUrl } from '../files/index.js';
import { userProfiles } from '../users/index.js';

/** The users module's view twice, for joining an order's buyer and seller in one statement. */
export const buyers = alias(userProfiles, 'buyer');
export const sellers = alias(userProfiles, 'seller');

/** A party of an order as answers show it: 'Deleted user' once their account is gone. */
export const partyView = (id: string | null, username: string | null, img: string | null) =>
  id && username ? { _id: id, username, img: avatarUrl(img) } : { _id: null, username: orderTexts.deletedUser, img: avatarUrl(null) };
