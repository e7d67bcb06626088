// What the composition root may use of the events module (the users' live event streams).
export { streamEndingEvents } from './ending-events.js';
