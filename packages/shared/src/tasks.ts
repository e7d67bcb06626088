import { z } from 'zod';
import { schemaTexts } from './schema-texts.js';
import { pageSizes, taskStatuses } from './constants.js';
import { earliestYear } from './accounts.js';
import { uploadedFileSchema } from './schemas.js';

/** Texts of the task area (SPEC sections 2, 5 and 8), shared by server and web. */
export const taskTexts = {
  created: 'Task Created Successfully',
  updated: 'Task updated successfully',
  deleted: 'Task deleted successfully.',
  deleteFailed: 'There was an error Deleting the task',
  deleteConfirm: 'Are you sure you want to delete this task?',
  submitted: 'Task submitted successfully',
  statusUpdated: 'Status updated successfully',
  noPermissionCreate: 'You do not have permission to create tasks.',
  editLoadFailed: 'Error fetching task data',
  listEmpty: 'No tasks found or not assigned to you!',
  myTasksEmpty: 'No task is assigned to you.',
  noResults: 'No results found',
  listFailed: 'Error: Something went wrong',
  detailFailed: 'Error : Something went wrong',
  selectImages: 'Please select image files',
  fileUploadFailed: 'File upload failed',
  notFound: 'Task not found',
  submissionNotFound: 'Submission not found',
  submissionOtherTask: 'This submission belongs to another task',
  assigneeNotVerified: 'The assignee must be a verified user.',
  alreadySubmitted: 'Work for this task was already submitted; update it instead.',
  closed: 'This task is complete; its submission is closed.',
  rewardInvalid: 'Reward must be a whole number of rupees from 0 to 1,000,000',
  rewardLocked: 'The reward cannot change once the task is Complete',
  workerStatusOnly: 'You can only set the status to To Do or In Progress.',
  workerFieldsOnly: 'Only an admin can change the task itself.',
  badFile: 'One of the files is not an upload of yours for this purpose.',
  fileInUse: 'One of the files is already attached elsewhere.',
  ownListOnly: 'You can only see your own tasks.',
  titleRequired: 'Title is required',
  descRequired: 'Description is required',
  assigneeRequired: 'Choose an assignee',
  deadlineInvalid: 'Enter a valid deadline',
} as const;

/** The filter labels of the task list (SPEC 4: 'InComplete' is the label of 'In Complete'). */
export const taskStatusFilters = [
  { label: 'All', value: '' },
  { label: 'To Do', value: 'To Do' },
  { label: 'In Progress', value: 'In Progress' },
  { label: 'InComplete', value: 'In Complete' },
  { label: 'Complete', value: 'Complete' },
] as const;

/** The statuses a worker may set on their own task. */
export const workerTaskStatuses = ['To Do', 'In Progress'] as const;

export const taskStatusSchema = z.enum(taskStatuses);
export const workerTaskStatusSchema = z.enum(workerTaskStatuses, { message: taskTexts.workerStatusOnly });

/** A stored file's address as the API hands it out: /api/files/<uuid>. */
export const fileUrlSchema = z
  .string()
  .regex(/^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, schemaTexts.notFileAddress);

const fileListSchema = z.array(fileUrlSchema).max(10, schemaTexts.atMostFiles(10)).default([]);

export const taskAssigneeSchema = z.object({ _id: z.string(), username: z.string(), email: z.string(), img: z.string() });
export type TaskAssignee = z.infer<typeof taskAssigneeSchema>;

export const taskSchema = z.object({
  _id: z.string(),
  title: z.string(),
  desc: z.string(),
  assignee: taskAssigneeSchema.nullable(),
  deadline: z.string().nullable(),
  status: taskStatusSchema,
  /** What the admin said at the last review ('' when nothing). */
  feedback: z.string(),
  /** What the worker earns when their work is approved, in whole rupees. */
  reward: z.number().int(),
  files: z.array(z.string()),
  /** The same files with name, type and size, so the page can show a preview or a document icon. */
  attachments: z.array(uploadedFileSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

// An ISO instant from 1900 on (PostgreSQL has no year 0; a deadline before 1900 is a typo).
const deadlineSchema = z.iso
  .datetime({ offset: true, message: taskTexts.deadlineInvalid })
  .refine((v) => new Date(v).getUTCFullYear() >= earliestYear, taskTexts.deadlineInvalid)
  .nullable()
  .optional();

/** A task's reward: whole rupees, 0 to 1,000,000. */
export const taskRewardMax = 1_000_000;
const rewardSchema = z.number({ error: taskTexts.rewardInvalid }).int(taskTexts.rewardInvalid).min(0, taskTexts.rewardInvalid).max(taskRewardMax, taskTexts.rewardInvalid);

export const createTaskSchema = z
  .object({
    title: z.string().trim().min(1, taskTexts.titleRequired).max(200),
    desc: z.string().trim().min(1, taskTexts.descRequired).max(10_000),
    assignee: z.uuid(taskTexts.assigneeRequired),
    deadline: deadlineSchema,
    reward: rewardSchema.default(0),
    files: fileListSchema,
  })
  .strict();
export type CreateTask = z.input<typeof createTaskSchema>;

/** PUT /api/task/:id: an admin edits fields and/or sets any status with feedback; the assignee sets only the status. */
export const updateTaskSchema = z
  .object({
    title: z.string().trim().min(1, taskTexts.titleRequired).max(200).optional(),
    desc: z.string().trim().min(1, taskTexts.descRequired).max(10_000).optional(),
    assignee: z.uuid(taskTexts.assigneeRequired).optional(),
    deadline: deadlineSchema,
    reward: rewardSchema.optional(),
    files: z.array(fileUrlSchema).max(10, schemaTexts.atMostFiles(10)).optional(),
    status: taskStatusSchema.optional(),
    feedback: z.string().trim().max(2000).optional(),
  })
  .strict();
export type UpdateTask = z.input<typeof updateTaskSchema>;

export const taskListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(Math.max(...pageSizes)).default(5),
    status: z.union([taskStatusSchema, z.literal('')]).optional(),
  })
  .strict();
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

export const taskListSchema = z.object({ tasks: z.array(taskSchema), totalPages: z.number().int() });
export type TaskList = z.infer<typeof taskListSchema>;

export const createdTaskSchema = z.object({ message: z.string(), task: taskSchema });

export const submissionSchema = z.object({
  _id: z.string(),
  taskId: z.string(),
  userId: z.string(),
  desc: z.string(),
  files: z.array(z.string()),
  attachments: z.array(uploadedFileSchema),
  status: taskStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;
/** A submission in a task's list, with who made it (the worker's name and picture). */
export const workerSubmissionSchema = submissionSchema.extend({ worker: z.object({ _id: z.string(), username: z.string(), img: z.string() }) });
export type WorkerSubmission = z.infer<typeof workerSubmissionSchema>;
/** Every submission of a task, newest first: the current assignee's and earlier assignees' (admins). */
export const submissionListSchema = z.object({ submissions: z.array(workerSubmissionSchema) });
export type SubmissionList = z.infer<typeof submissionListSchema>;

const submissionFields = {
  desc: z.string().trim().min(1, taskTexts.descRequired).max(10_000),
  files: fileListSchema,
  status: workerTaskStatusSchema,
};

export const createSubmissionSchema = z.object({ id: z.uuid(), ...submissionFields }).strict();
export type CreateSubmission = z.input<typeof createSubmissionSchema>;

/** PUT carries the same payload as POST (SPEC 7); the task id, when sent, must be the submission's. */
export const updateSubmissionSchema = z.object({ id: z.uuid().optional(), ...submissionFields }).strict();
export type UpdateSubmission = z.input<typeof updateSubmissionSchema>;

