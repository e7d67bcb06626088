import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSubmission, CreateTask, Submission, Task, TaskAssignee, TaskList, TaskStatus, UpdateSubmission, UpdateTask } from '@market/shared';
import { apiFetch } from '@/lib/api-client';

export type TaskListParams = { page: number; limit: number; status?: TaskStatus | '' };

const listQuery = ({ page, limit, status }: TaskListParams) => {
  const q = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (status) q.set('status', status);
  return q.toString();
};

export const taskKeys = {
  all: ['tasks'] as const,
  list: (scope: string, params: TaskListParams) => ['tasks', 'list', scope, params] as const,
  one: (id: string) => ['tasks', 'one', id] as const,
  submission: (taskId: string) => ['tasks', 'submission', taskId] as const,
};

/** A page of tasks: every task for `scope: 'all'` (admins), else the given assignee's. */
export function useTaskList(scope: 'all' | { assignee: string }, params: TaskListParams) {
  const path = scope === 'all' ? `/task?${listQuery(params)}` : `/task/assigned/${scope.assignee}?${listQuery(params)}`;
  return useQuery({
    queryKey: taskKeys.list(scope === 'all' ? 'all' : scope.assignee, params),
    queryFn: ({ signal }) => apiFetch<TaskList>(path, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTask(id: string) {
  return useQuery({ queryKey: taskKeys.one(id), queryFn: ({ signal }) => apiFetch<Task>(`/task/${id}`, { signal }) });
}

export function useSubmission(taskId: string) {
  return useQuery({ queryKey: taskKeys.submission(taskId), queryFn: ({ signal }) => apiFetch<Submission | null>(`/submitedTask/${taskId}`, { signal }) });
}

/** After any change, every task list, task and submission is read again. */
function useInvalidateTasks() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: taskKeys.all });
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

/** The assignee search of the task form: GET /api/user?search= (verified users, at most 10). */
export function useAssigneeSearch(text: string) {
  const term = text.trim();
  return useQuery({
    queryKey: ['users', 'search', term],
    queryFn: ({ signal }) => apiFetch<{ users: TaskAssignee[] }>(`/user?search=${encodeURIComponent(term)}`, { signal }),
    enabled: term.length > 2,
    staleTime: 60_000,
  });
}
