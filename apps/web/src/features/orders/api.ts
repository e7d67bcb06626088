import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrdersList,
  CreatePaymentIntentResponse,
  LocalConfirm,
  Order,
  OrderDetail,
  OrderResolveInput,
  OrderRole,
  OrdersList,
  OrderStatusFilter,
  PaymentStatus,
  WalletCheckout,
  WalletIntentResponse,
} from '@market/shared';
import { apiFetch } from '@/lib/api-client';
import { refreshQueries } from '@/lib/refresh-queries';

/*
 * No `all` key here on purpose: checkout and confirmation are POST/PUT calls kept as queries, and
 * invalidating them would start a payment step again.
 */
export const orderQueries = {
  /** Every page of every orders list: what a transition makes stale (the order changes status). */
  lists: () => ['orders', 'list'] as const,
  /** The signed-in user's paid orders, newest first, one page at a time: bought, sold, or both (no role); one status group or all. */
  list: (role: OrderRole | null, status: OrderStatusFilter | null = null) =>
    infiniteQueryOptions({
      queryKey: ['orders', 'list', role ?? 'all', status ?? 'all'] as const,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams();
        if (role) query.set('role', role);
        if (status) query.set('status', status);
        if (pageParam) query.set('cursor', pageParam);
        const qs = query.toString();
        return apiFetch<OrdersList>(`/orders${qs ? `?${qs}` : ''}`, { signal });
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** GET /api/orders/:id: one order with its deliveries, activity and what the caller may do now. */
  detail: (id: string) =>
    queryOptions({
      queryKey: ['orders', 'detail', id] as const,
      queryFn: ({ signal }) => apiFetch<OrderDetail>(`/orders/${encodeURIComponent(id)}`, { signal }),
      // A missing or foreign order (404) stays missing: no retries before saying so.
      retry: false,
      // A cancelled order's refund is made in the background: asked again until it is recorded.
      refetchInterval: (query) => (query.state.data?.status === 'cancelled' && !query.state.data.refundedAt ? 3000 : false),
    }),
  /** Every page of the admin's order lists: what a resolution makes stale. */
  adminLists: () => ['orders', 'admin'] as const,
  /** GET /api/admin/orders: the disputed orders, a page at a time (admins). */
  adminList: (page: number, limit: number) =>
    queryOptions({
      queryKey: ['orders', 'admin', { page, limit }] as const,
      queryFn: ({ signal }) => apiFetch<AdminOrdersList>(`/admin/orders?${new URLSearchParams({ status: 'disputed', page: String(page), limit: String(limit) })}`, { signal }),
      placeholderData: keepPreviousData,
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
  /**
   * PUT /api/orders for a wallet payment: asked every 1.5 s while the buyer has not yet approved it
   * on their phone, for `waitMs` from `since`; the order page and the orders list follow it afterwards.
   */
  walletConfirmation: (paymentIntent: string | null, since: number, waitMs: number) =>
    queryOptions({
      queryKey: ['orders', 'wallet-confirmation', paymentIntent] as const,
      queryFn: () => apiFetch<WalletStatus>('/orders', { method: 'PUT', body: { payment_intent: paymentIntent } }),
      enabled: !!paymentIntent,
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
      refetchInterval: (query) => (isWaiting(query.state.data?.status) && Date.now() - since < waitMs ? 1500 : false),
    }),
};

/** The answers the confirmation of a wallet payment gives (a 402 with a message may stand for the last two). */
export type WalletStatus = { status: 'pending' | 'processing' | 'succeeded' | 'declined' | 'expired' | (string & {}) };
/** Still waiting for the buyer's approval. */
export const isWaiting = (status: string | undefined) => status === 'pending' || status === 'processing';

/** POST /api/orders/create-payment-intent/:gigId with a wallet: the request to pay goes to the buyer's phone. */
export function useWalletCheckout(gigId: string) {
  return useMutation({
    mutationFn: (body: WalletCheckout) => apiFetch<WalletIntentResponse>(`/orders/create-payment-intent/${gigId}`, { method: 'POST', body }),
  });
}
export const useWalletConfirmation = (paymentIntent: string | null, since: number, waitMs: number) => useQuery(orderQueries.walletConfirmation(paymentIntent, since, waitMs));

export const useCheckout = (gigId: string) => useQuery(orderQueries.checkout(gigId));
export const useOrderConfirmation = (paymentIntent: string | null) => useQuery(orderQueries.confirmation(paymentIntent));
export const useOrders = (role: OrderRole | null, status: OrderStatusFilter | null) => useInfiniteQuery(orderQueries.list(role, status));
export const useOrder = (id: string) => useQuery(orderQueries.detail(id));
export const useDisputes = (page: number, limit: number) => useQuery(orderQueries.adminList(page, limit));
export const useOrderOfPayment = (paymentIntent: string | null, paid: boolean) => useQuery(orderQueries.byPayment(paymentIntent, paid));

/** Confirms an intent of the built-in test processor with a card (the card goes nowhere else). */
export function useLocalConfirm() {
  return useMutation({
    mutationFn: (body: LocalConfirm) => apiFetch<PaymentStatus>('/payments/local/confirm', { method: 'POST', body }),
  });
}

/**
 * One step of an order's lifecycle, as the order page asks for it. Each answers the order as it
 * now is (OrderDetail), so the page shows the new state without asking again.
 */
export type OrderTransition =
  | { kind: 'requirements'; body: { desc: string; files: string[] } }
  | { kind: 'deliver'; body: { desc: string; files: string[] } }
  | { kind: 'requestRevision'; body: { desc: string } }
  | { kind: 'accept' }
  // Both `requestCancellation` and `cancel` (a late order's buyer): the server decides which it is.
  | { kind: 'cancellation'; body: { reason: string } }
  | { kind: 'acceptCancellation' }
  | { kind: 'declineCancellation' }
  | { kind: 'withdrawCancellation' }
  | { kind: 'dispute'; body: { reason: string } }
  | { kind: 'resolve'; body: OrderResolveInput };

const transitionRequest: Record<OrderTransition['kind'], { path: string; method: 'POST' | 'DELETE' }> = {
  requirements: { path: 'requirements', method: 'POST' },
  deliver: { path: 'deliveries', method: 'POST' },
  requestRevision: { path: 'revisions', method: 'POST' },
  accept: { path: 'accept', method: 'POST' },
  cancellation: { path: 'cancellation', method: 'POST' },
  acceptCancellation: { path: 'cancellation/accept', method: 'POST' },
  declineCancellation: { path: 'cancellation/decline', method: 'POST' },
  withdrawCancellation: { path: 'cancellation', method: 'DELETE' },
  dispute: { path: 'dispute', method: 'POST' },
  resolve: { path: 'resolve', method: 'POST' },
};

/** Takes a step on an order; the page shows the answer at once, and the lists read again (the status changed). */
export function useOrderTransition(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: OrderTransition) => {
      const { path, method } = transitionRequest[step.kind];
      return apiFetch<OrderDetail>(`/orders/${encodeURIComponent(id)}/${path}`, { method, body: 'body' in step ? step.body : undefined });
    },
    onSuccess: (order) => {
      client.setQueryData(orderQueries.detail(id).queryKey, order);
      void refreshQueries(client, orderQueries.lists());
      void refreshQueries(client, orderQueries.adminLists());
    },
    // Refused (409: the other party or a timer moved first): show the order as it now is.
    onError: () => void refreshQueries(client, orderQueries.detail(id).queryKey),
  });
}
