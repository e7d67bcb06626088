import { useMutation } from '@tanstack/react-query';
import type { Contact } from '@market/shared';
import { apiFetch } from '@/lib/api-client';

/** Sends the contact form (DESIGN: POST /api/conversation). */
export function useContactMutation() {
  return useMutation({
    mutationFn: (body: Contact) => apiFetch<{ message: string }>('/conversation', { method: 'POST', body }),
  });
}
