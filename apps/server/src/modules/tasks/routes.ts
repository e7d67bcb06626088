import { z } from 'zod';
import {
  createdTaskSchema,
  createTaskSchema,
  errorSchema,
  idParamsSchema,
  messageSchema,
  taskListQuerySchema,
  taskListSchema,
  taskSchema,
  taskTexts,
  updateTaskSchema,
} from '@market/shared';
import { forbidden } from '../../lib/errors.js';
import { canListAssignedTasks } from './policy.js';
import type { App } from '../../types.js';
import { createTask, deleteTask, getTaskFor, listTasks, updateTask } from './service.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Tasks (SPEC 7): admins create, list, edit and delete; the assignee reads and moves the status. */
export async function tasksRoutes(app: App) {
  app.post(
    '/api/task',
    {
      config: { access: 'admin' },
      schema: { tags: ['tasks'], summary: 'Create a task (admin)', body: createTaskSchema, response: { 201: createdTaskSchema, ...errors } },
    },
    async (request, reply) => {
      const task = await createTask(app.db, request.user!, request.body);
      return reply.status(201).send({ message: taskTexts.created, task });
    },
  );

  app.get(
    '/api/task',
    {
      config: { access: 'admin' },
      schema: { tags: ['tasks'], summary: 'All tasks, newest first (admin)', querystring: taskListQuerySchema, response: { 200: taskListSchema, ...errors } },
    },
    async (request) => listTasks(app.db, request.query),
  );

  app.get(
    '/api/task/assigned/:userId',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['tasks'],
        summary: "One assignee's tasks (that user or an admin)",
        params: z.object({ userId: z.uuid() }).strict(),
        querystring: taskListQuerySchema,
        response: { 200: taskListSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.user!;
      if (!canListAssignedTasks(me, request.params.userId)) throw forbidden(taskTexts.ownListOnly);
      return listTasks(app.db, { ...request.query, assigneeId: request.params.userId });
    },
  );

  app.get(
    '/api/task/:id',
    {
      config: { access: 'verified' },
      schema: { tags: ['tasks'], summary: 'One task (its assignee or an admin)', params: idParamsSchema, response: { 200: taskSchema, ...errors } },
    },
    async (request) => getTaskFor(app.db, request.user!, request.params.id),
  );

  app.put(
    '/api/task/:id',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['tasks'],
        summary: 'Edit a task or set its status',
        description: 'Admins edit any field and set any status with optional feedback; the assignee sets only To Do or In Progress.',
        params: idParamsSchema,
        body: updateTaskSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      return updateTask(app.db, request.user!, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/task/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['tasks'],
        summary: 'Delete a task, its submissions and their files (admin)',
        params: idParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await deleteTask(app.db, request.params.id);
      return { ok: true as const };
    },
  );
}
