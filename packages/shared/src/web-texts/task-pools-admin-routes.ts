// The admin's task pool routes: tab titles, meta descriptions and the dashboard navigation's entry.
// A file of their own, apart from taskPoolAdminTexts: the route table and the navigation are in
// every page's first download, and a module they use goes into it whole.

export const taskPoolAdminRouteTexts = {
  /** The dashboard navigation's entry. */
  nav: 'Pools',
  pools: { title: 'Task pools', description: 'Pools of small items that verified workers answer one at a time: progress, answers to review and cost.' },
  createPool: { title: 'New task pool', description: 'Write the instructions and answer fields, choose the settings, import the items and publish.' },
  pool: { title: 'Task pool', description: 'A task pool: its settings, progress, items, workers and the answers to review.' },
} as const;
