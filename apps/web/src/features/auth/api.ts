import { useMutation } from '@tanstack/react-query';
import type { AuthUser, Login, PrivateUser } from '@market/shared';
import { apiFetch } from '@/lib/api-client';

export const loginRequest = (body: Login) => apiFetch<AuthUser>('/auth/login', { method: 'POST', body });

export const logoutRequest = () => apiFetch<{ message: string }>('/auth/logout', { method: 'POST' });

export const fetchUser = (id: string, signal?: AbortSignal) => apiFetch<PrivateUser>(`/user/${encodeURIComponent(id)}`, { signal });

export function useLoginMutation() {
  return useMutation({ mutationFn: loginRequest });
}
