import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { CreatePaymentIntentResponse, LocalConfirm, OrdersList, PaymentStatus } from '@market/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * Starts (or continues) the checkout of a gig: the server prices the order and makes the intent.
 * A query rather than a mutation so a re-render or a second mount asks once; the server hands a
 * returning buyer the same pending order anyway.
 */
export function useCheckout(gigId: string) {
  return useQuery({
    queryKey: ['checkout', gigId],
    queryFn: () => apiFetch<CreatePaymentIntentResponse>(`/orders/create-payment-intent/${gigId}`, { method: 'POST' }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** Confirms an intent of the built-in test processor with a card (the card goes nowhere else). */
export function useLocalConfirm() {
  return useMutation({
    mutationFn: (body: LocalConfirm) => apiFetch<PaymentStatus>('/payments/local/confirm', { method: 'POST', body }),
  });
}

/** PUT /api/orders: settles the order of an intent; asked again every 1.5 s while it is processing. */
export function useOrderConfirmation(paymentIntent: string | null) {
  return useQuery({
    queryKey: ['order-confirmation', paymentIntent],
    queryFn: () => apiFetch<PaymentStatus>('/orders', { method: 'PUT', body: { payment_intent: paymentIntent } }),
    enabled: !!paymentIntent,
    staleTime: Infinity,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? 1500 : false),
  });
}

/** The signed-in user's paid orders, newest first, one page at a time. */
export function useOrders() {
  return useInfiniteQuery({
    queryKey: ['orders'],
    queryFn: ({ pageParam }) => apiFetch<OrdersList>(`/orders${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
