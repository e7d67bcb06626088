/** What the admin jobs page shows beyond jobTexts (which the server's answers use too). */
export const jobWebTexts = {
  description: 'Background work of the server: retry what failed, see what is coming up.',
  caption: 'Jobs',
  columns: { type: 'Type', key: 'Key', status: 'Status', attempts: 'Attempts', runAt: 'Run at', lastError: 'Last error', actions: 'Actions' },
  noError: 'None',
  showFullError: 'Show full error',
  showLessError: 'Show less',
  loading: 'Loading jobs',
  loadFailed: 'Error: Something went wrong',
  loadMore: 'Load more',
  retryLabel: (type: string, key: string) => `Retry ${type} ${key}`,
} as const;
