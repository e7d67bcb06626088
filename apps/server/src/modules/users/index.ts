// What other modules and the composition root may use of the users module.
export { recordKycFileRead } from './audit.js';
export { usersSubscriptions } from './events.js';
export { canReadUserRecord } from './policy.js';
export { createUser, findUserById, findUserByUsername, setPasswordHash, toAuthUser, toPublicUser, type NewUser } from './service.js';
export { userProfiles } from './view.js';
