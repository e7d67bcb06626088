import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSubmission, CreateTask, Submission, SubmissionList, Task, TaskList, TaskStatus, UpdateSubmission, UpdateTask } from '@market/shared';
import { userQueries } from '@/features/accounts';
import { apiFetch } from '@/lib/api-client';
import { refreshQueries } from '@/lib/refresh-queries';

export type TaskListParams = { page: number; limit: number; status?: TaskStatus | '' };

const listQuery = ({ page, limit, status }: TaskListParams) => {
  const q = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (status) q.set('status', status);
  return q.toString();
};

type TaskScope = 'all' | { assignee: string };

export const taskQueries = {
  /** Every task list, task and submission: what any task change makes stale. */
  all: () => ['tasks'] as const,
  /** A page of tasks: every task for `scope: 'all'` (admins), else the given assignee's. */
  list: (scope: TaskScope, params: TaskListParams) =>
    queryOptions({
      queryKey: ['tasks', 'list', scope === 'all' ? 'all' : scope.assignee, params] as const,
      queryFn: ({ signal }) =>
        apiFetch<TaskList>(scope === 'all' ? `/task?${listQuery(params)}` : `/task/assigned/${scope.assignee}?${listQuery(params)}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) => queryOptions({ queryKey: ['tasks', 'detail', id] as const, queryFn: ({ signal }) => apiFetch<Task>(`/task/${id}`, { signal }) }),
  submission: (taskId: string) =>
    queryOptions({ queryKey: ['tasks', 'submission', taskId] as const, queryFn: ({ signal }) => apiFetch<Submission | null>(`/submitedTask/${taskId}`, { signal }) }),
  /** Every submission of a task, newest first, earlier assignees' included (admins only; read-only). */
  submissions: (taskId: string) =>
    queryOptions({
      queryKey: ['tasks', 'submissions', taskId] as const,
      queryFn: ({ signal }) => apiFetch<SubmissionList>(`/task/${taskId}/submissions`, { signal }),
    }),
};

export const useTaskList = (scope: TaskScope, params: TaskListParams) => useQuery(taskQueries.list(scope, params));
export const useTask = (id: string) => useQuery(taskQueries.detail(id));
export const useSubmission = (taskId: string, enabled = true) => useQuery({ ...taskQueries.submission(taskId), enabled });
export const useTaskSubmissions = (taskId: string, enabled: boolean) => useQuery({ ...taskQueries.submissions(taskId), enabled });

/** After any change, every task list, task and submission is read again. */
function useInvalidateTasks() {
  const client = useQueryClient();
  return () => refreshQueries(client, taskQueries.all());
}

export function useCreateTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (body: CreateTask) => apiFetch<{ message: string; task: Task }>('/task', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useUpdateTask(id: string) {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (body: UpdateTask) => apiFetch<{ message: string }>(`/task/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ ok: true }>(`/task/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** Creates the submission when there is none, else updates it (SPEC 4 "Submitting work"). */
export function useSubmitWork(taskId: string) {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: ({ submissionId, body }: { submissionId: string | null; body: UpdateSubmission }) =>
      submissionId
        ? apiFetch<{ message: string; submission: Submission }>(`/submitedTask/${submissionId}`, { method: 'PUT', body: { ...body, id: taskId } })
        : apiFetch<{ message: string; submission: Submission }>('/submitedTask', { method: 'POST', body: { ...body, id: taskId } satisfies CreateSubmission }),
    onSuccess: invalidate,
  });
}

/** The assignee search of the task form: verified users (the accounts feature owns user queries). */
export function useAssigneeSearch(text: string) {
  const term = text.trim();
  return useQuery({ ...userQueries.search(term), enabled: term.length > 2 });
}
