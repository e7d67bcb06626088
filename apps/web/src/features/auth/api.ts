import { useMutation } from '@tanstack/react-query';
import type { AuthUser, Login, PrivateUser } from '@market/shared';
import { apiFetch } from '@/lib/api-client';

export const loginRequest = (body: Login) => apiFetch<AuthUser>('/auth/login', { method: 'POST', body });

export const logoutRequest = () => apiFetch<{ message: string }>('/auth/logout', { method: 'POST' });

export const fetchUser = (id: string, signal?: AbortSignal) => apiFetch<PrivateUser>(`/user/${encodeURIComponent(id)}`, { signal });

export function useLoginMutation() {
  return useMutation({ mutationFn: loginRequest });
}

type Message = { message: string };

/** POST /api/auth/forgot-password: always the same answer, whether or not an account uses the address. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (body: { email: string }) => apiFetch<Message>('/auth/forgot-password', { method: 'POST', body }) });
}

/** POST /api/auth/reset-password: sets the new password and ends every session of the account. */
export function useResetPassword() {
  return useMutation({ mutationFn: (body: { token: string; password: string }) => apiFetch<Message>('/auth/reset-password', { method: 'POST', body }) });
}
