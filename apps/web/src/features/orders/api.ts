import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { CreatePaymentIntentResponse, LocalConfirm, Order, OrderRole, OrdersList, PaymentStatus } from '@market/shared';
import { apiFetch } from '@/lib/api-client';

/*
 * No `all` key here on purpose: checkout and confirmation are POST/PUT calls kept as queries, and
 * invalidating them would start a payment step again.
 */
export const orderQueries = {
  /** The signed-in user's paid orders, newest first, one page at a time: bought, sold, or both (no role). */
  list: (role: OrderRole | null) =>
    infiniteQueryOptions({
      queryKey: ['orders', 'list', role ?? 'all'] as const,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams();
        if (role) query.set('role', role);
        if (pageParam) query.set('cursor', pageParam);
        const qs = query.toString();
        return apiFetch<OrdersList>(`/orders${qs ? `?${qs}` : ''}`, { signal });
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** The order a payment paid for (its buyer only), once the confirmation says it succeeded. */
  byPayment: (paymentIntent: string | null, paid: boolean) =>
    queryOptions({
      queryKey: ['orders', 'by-payment', paymentIntent] as const,
      queryFn: ({ signal }) => apiFetch<Order>(`/orders/by-payment/${encodeURIComponent(paymentIntent ?? '')}`, { signal }),
      enabled: !!paymentIntent && paid,
      staleTime: Infinity,
      retry: false,
    }),
  /**
   * Starts (or continues) the checkout of a gig: the server prices the order and makes the intent.
   * A query rather than a mutation so a re-render or a second mount asks once; the server hands a
   * returning buyer the same pending order anyway.
   */
  checkout: (gigId: string) =>
    queryOptions({
      queryKey: ['orders', 'checkout', gigId] as const,
      queryFn: () => apiFetch<CreatePaymentIntentResponse>(`/orders/create-payment-intent/${gigId}`, { method: 'POST' }),
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
    }),
  /** PUT /api/orders: settles the order of an intent; asked again every 1.5 s while it is processing. */
  confirmation: (paymentIntent: string | null) =>
    queryOptions({
      queryKey: ['orders', 'confirmation', paymentIntent] as const,
      queryFn: () => apiFetch<PaymentStatus>('/orders', { method: 'PUT', body: { payment_intent: paymentIntent } }),
      enabled: !!paymentIntent,
      staleTime: Infinity,
      retry: false,
      refetchInterval: (query) => (query.state.data?.status === 'processing' ? 1500 : false),
    }),
};

export const useCheckout = (gigId: string) => useQuery(orderQueries.checkout(gigId));
export const useOrderConfirmation = (paymentIntent: string | null) => useQuery(orderQueries.confirmation(paymentIntent));
export const useOrders = (role: OrderRole | null) => useInfiniteQuery(orderQueries.list(role));
export const useOrderOfPayment = (paymentIntent: string | null, paid: boolean) => useQuery(orderQueries.byPayment(paymentIntent, paid));

/** Confirms an intent of the built-in test processor with a card (the card goes nowhere else). */
export function useLocalConfirm() {
  return useMutation({
    mutationFn: (body: LocalConfirm) => apiFetch<PaymentStatus>('/payments/local/confirm', { method: 'POST', body }),
  });
}
