import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditEntry, PasswordChange, PrivateUser, PublicUser, UserList, UserUpdate } from '@market/shared';
import { apiFetch } from '@/lib/api-client';

export const accountKeys = {
  users: (page: number, limit: number, verified: string | null) => ['users', { page, limit, verified }] as const,
  user: (id: string) => ['user', id] as const,
  audit: (id: string) => ['user', id, 'audit'] as const,
};

export const registerRequest = (form: FormData) => apiFetch<PublicUser>('/auth/register', { method: 'POST', body: form });

export function useUsers(page: number, limit: number, verified: string | null) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (verified) query.set('verified', verified);
  return useQuery({
    queryKey: accountKeys.users(page, limit, verified),
    queryFn: ({ signal }) => apiFetch<UserList>(`/user?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: accountKeys.user(id ?? ''),
    queryFn: ({ signal }) => apiFetch<PrivateUser>(`/user/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });
}

export function useAudit(id: string) {
  return useQuery({
    queryKey: accountKeys.audit(id),
    queryFn: ({ signal }) => apiFetch<{ entries: AuditEntry[] }>(`/user/${encodeURIComponent(id)}/audit`, { signal }),
  });
}

export function useUpdateUser(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdate) => apiFetch<{ message: string }>(`/user/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['users'] });
      void client.invalidateQueries({ queryKey: accountKeys.user(id) });
    },
  });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ message: string }>(`/user/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['users'] }),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: PasswordChange) => apiFetch<{ message: string }>('/auth/password', { method: 'PUT', body }) });
}

export const uploadAvatar = (file: File) => {
  const form = new FormData();
  form.append('purpose', 'avatar');
  form.append('file', file);
  return apiFetch<{ url: string }>('/uploads', { method: 'POST', body: form });
};
