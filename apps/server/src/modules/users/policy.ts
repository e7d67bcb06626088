/** The accounts' object rules (pure, shared with the web app): who may read, change or delete a user's record. */
export { canDeleteUser, canEditUser, canReadUserRecord, canVerifyUsers } from '@market/shared';
