export * from './contact.js';
export * from './conversations.js';
export * from './files.js';
export * from './gigs.js';
export * from './orders.js';
export * from './tasks.js';
export * from './users.js';
