// What other modules and the composition root may use of the task area (tasks and submitted work).
export { mayReadTaskFile } from './policy.js';
export { taskTitles } from './titles.js';
