/**
 * The users module's read view (a database view over `users`): other modules join it to show a
 * seller, a party or an assignee. Reading only; writes go through this module's functions and events.
 */
export { userProfiles } from '../../db/schema/user-profiles.js';
