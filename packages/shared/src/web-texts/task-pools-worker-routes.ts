// The worker pages' tab titles and descriptions, and the menus' entry: what the shell (the route
// table, the account menu, the dashboard navigation) reads of the task pools. A file of its own: a
// module the web app's entry uses goes into the entry whole, and the pages' texts are not needed there.

export const taskPoolWorkerRouteTexts = {
  /** The account menu's and the dashboard navigation's entry (verified workers). */
  menu: 'Find work',
  work: { title: 'Find work', description: 'Small paid tasks for verified workers: take one item at a time, answer it, and get paid for every accepted answer.' },
  pool: { title: 'Work on a pool', description: 'Answer the items of a task pool one at a time, each within its time.' },
  history: { title: 'Work history', description: 'Your answers in task pools, how they were reviewed, your accuracy and what you earned.' },
};
