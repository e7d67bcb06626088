import { z } from 'zod';
import { createSubmissionSchema, errorSchema, idParamsSchema, submissionListSchema, submissionSchema, taskTexts, updateSubmissionSchema } from '@market/shared';
import type { App } from '../../types.js';
import { createSubmission, getSubmissionFor, listSubmissions, updateSubmission } from './submission-service.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const answer = z.object({ message: z.string(), submission: submissionSchema });

/** Work submitted for a task (SPEC 7 keeps the path's spelling: submitedTask). */
export async function submissionsRoutes(app: App) {
  app.get(
    '/api/submitedTask/:taskId',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['submissions'],
        summary: "The task's current assignee's submitted work, or null (that assignee or an admin)",
        description: 'A reassigned task starts fresh: earlier assignees\' work is not shown here (admins list it at GET /api/task/:id/submissions).',
        params: z.object({ taskId: z.uuid() }).strict(),
        response: { 200: submissionSchema.nullable(), ...errors },
      },
    },
    async (request) => getSubmissionFor(app.db, request.user!, request.params.taskId),
  );

  app.get(
    '/api/task/:id/submissions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['submissions'],
        summary: "Every submission of a task, newest first, earlier assignees' included (admin, read-only)",
        params: idParamsSchema,
        response: { 200: submissionListSchema, ...errors },
      },
    },
    async (request) => ({ submissions: await listSubmissions(app.db, request.params.id) }),
  );

  app.post(
    '/api/submitedTask',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['submissions'],
        summary: 'Submit work for a task (its assignee)',
        description: 'Creates the submission and sets the task status (To Do or In Progress) in one transaction; 409 when work was already submitted or the task is Complete.',
        body: createSubmissionSchema,
        response: { 201: answer, ...errors },
      },
    },
    async (request, reply) => {
      const submission = await createSubmission(app.db, request.user!, request.body);
      return reply.status(201).send({ message: taskTexts.submitted, submission });
    },
  );

  app.put(
    '/api/submitedTask/:submissionId',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['submissions'],
        summary: 'Update submitted work (its assignee)',
        params: z.object({ submissionId: z.uuid() }).strict(),
        body: updateSubmissionSchema,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => {
      const submission = await updateSubmission(app.db, request.user!, request.params.submissionId, request.body);
      return { message: taskTexts.submitted, submission };
    },
  );
}
