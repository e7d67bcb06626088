// What other modules and the composition root may use of the users module.
export { recordKycFileRead } from './audit.js';
export { usersSubscriptions } from './events.js';
export { createUser, findSellerProfile, findUserByEmail, findUserById, findUserByLogin, findUserByUsername, setPasswordHash, toAuthUser, type NewUser } from './service.js';
export { userProfiles } from './view.js';
export { adminIds, languagesOf, markEmailVerified, setEmail, userContacts, type UserContact } from './contacts.js';
export { payoutIdentities } from './verification.js';
export { isVerifiedWorker, verifiedWorkersWithSkills } from './workers.js';
