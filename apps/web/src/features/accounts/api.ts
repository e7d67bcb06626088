import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditEntry,
  BuyerRegistration,
  EmailChange,
  PasswordChange,
  PrivateUser,
  PublicUser,
  TaskAssignee,
  UserList,
  UserUpdate,
  Verification,
  VerificationDecision,
  VerificationState,
} from '@market/shared';
import { apiFetch } from '@/lib/api-client';
import { refreshQueries } from '@/lib/refresh-queries';

export const registerRequest = (form: FormData) => apiFetch<PublicUser>('/auth/register', { method: 'POST', body: form });

/** POST /api/auth/register as JSON: a buyer's four fields; the answer signs them in (the session cookie). */
export const registerBuyerRequest = (body: BuyerRegistration) => apiFetch<PublicUser>('/auth/register', { method: 'POST', body });

/** The admin users table's filters: a verification state and a username or e-mail fragment. */
export type UserListFilters = { state: VerificationState | null; search: string };

export const userQueries = {
  /** Every user query (table pages, searches, records, access logs): what a change to a user makes stale. */
  all: () => ['users'] as const,
  list: (page: number, limit: number, { state, search }: UserListFilters) =>
    queryOptions({
      queryKey: ['users', 'list', { page, limit, state, search }] as const,
      queryFn: ({ signal }) => {
        // Always with the page and the limit: `search` alone is the task form's assignee search.
        const query = new URLSearchParams({ page: String(page), limit: String(limit) });
        if (state) query.set('state', state);
        if (search) query.set('search', search);
        return apiFetch<UserList>(`/user?${query}`, { signal });
      },
      placeholderData: keepPreviousData,
    }),
  /** GET /api/user?search=: up to 10 verified users whose name or e-mail holds the term (3+ characters). */
  search: (term: string) =>
    queryOptions({
      queryKey: ['users', 'search', term] as const,
      queryFn: ({ signal }) => apiFetch<{ users: TaskAssignee[] }>(`/user?search=${encodeURIComponent(term)}`, { signal }),
      staleTime: 60_000,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['users', 'detail', id] as const,
      queryFn: ({ signal }) => apiFetch<PrivateUser>(`/user/${encodeURIComponent(id)}`, { signal }),
    }),
  audit: (id: string) =>
    queryOptions({
      queryKey: ['users', 'detail', id, 'audit'] as const,
      queryFn: ({ signal }) => apiFetch<{ entries: AuditEntry[] }>(`/user/${encodeURIComponent(id)}/audit`, { signal }),
    }),
};

export const useUsers = (page: number, limit: number, filters: UserListFilters) => useQuery(userQueries.list(page, limit, filters));
export const useUser = (id: string | undefined) => useQuery({ ...userQueries.detail(id ?? ''), enabled: !!id });
export const useAudit = (id: string) => useQuery(userQueries.audit(id));

export function useUpdateUser(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdate) => apiFetch<{ message: string }>(`/user/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: () => {
      // The table, the searches and this user's record and access log.
      void refreshQueries(client, userQueries.all());
      // And their public page (description, country, picture, languages), a link away from /settings.
      // Imported when used: the shell reads userQueries, and the seller pages' code stays out of it.
      void import('@/features/sellers').then(({ sellerQueries }) => refreshQueries(client, sellerQueries.user(id)));
    },
  });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ message: string }>(`/user/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void refreshQueries(client, userQueries.all()),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: PasswordChange) => apiFetch<{ message: string }>('/auth/password', { method: 'PUT', body }) });
}

/** POST /api/auth/verify-email: opens the link of a verification e-mail (no sign-in needed). */
export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiFetch<{ message: string }>('/auth/verify-email', { method: 'POST', body: { token } }),
    // A signed-in user's record now says verified.
    onSuccess: () => void refreshQueries(client, userQueries.all()),
  });
}

/** POST /api/auth/email/undo: the old address back from its e-mail's link; every session of the account ends. */
export function useUndoEmailChange() {
  return useMutation({ mutationFn: (token: string) => apiFetch<{ message: string }>('/auth/email/undo', { method: 'POST', body: { token } }) });
}

/** POST /api/auth/verify-email/resend: a new link to the signed-in user's address. */
export function useResendVerification() {
  return useMutation({ mutationFn: () => apiFetch<{ message: string }>('/auth/verify-email/resend', { method: 'POST' }) });
}

/** PUT /api/auth/email: a new address (not verified until its link is opened), with the current password. */
export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailChange) => apiFetch<{ message: string }>('/auth/email', { method: 'PUT', body }),
    onSuccess: () => void refreshQueries(client, userQueries.all()),
  });
}

/** POST /api/user/verification (multipart): the signed-in user's identity documents, for an admin to review. */
export function useSendVerification(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiFetch<{ message: string; verification: Verification }>('/user/verification', { method: 'POST', body: form }),
    onSuccess: () => void refreshQueries(client, userQueries.detail(userId).queryKey),
  });
}

/** POST /api/user/:id/verification: an admin's decision on documents waiting for review. */
export function useDecideVerification(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VerificationDecision) =>
      apiFetch<{ message: string; verification: Verification }>(`/user/${encodeURIComponent(userId)}/verification`, { method: 'POST', body }),
    onSuccess: () => void refreshQueries(client, userQueries.all()),
  });
}
