import { z } from 'zod';

/** Durable jobs as admins see them at /dashboard/jobs. */

/**
 * `scheduled`: waiting for its run time; `running`: a process holds it; `failed`: failed at least
 * once and will be retried at `runAt`; `dead`: gave up after its last attempt (the dead letter).
 */
export const jobStatuses = ['scheduled', 'running', 'failed', 'dead'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** The statuses the admin list filters on. */
export const jobListStatuses = ['failed', 'dead', 'scheduled'] as const;

export const jobListQuerySchema = z
  .object({
    status: z.enum(jobListStatuses).default('failed'),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const jobSchema = z.object({
  _id: z.string(),
  type: z.string(),
  key: z.string(),
  status: z.enum(jobStatuses),
  attempts: z.number().int(),
  runAt: z.string(),
  lastError: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListSchema = z.object({ jobs: z.array(jobSchema), nextCursor: z.string().nullable() });
export type JobList = z.infer<typeof jobListSchema>;

export const jobTexts = {
  title: 'Jobs',
  filterLabel: 'Show',
  statusLabels: { failed: 'Failed', dead: 'Dead letter', scheduled: 'Scheduled', running: 'Running' },
  empty: 'No jobs here.',
  retry: 'Retry',
  retried: 'The job will run again shortly.',
  notFound: 'Job not found.',
  notRetryable: 'Only a failed or dead job can be retried.',
} as const;
