import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { conversations, submissions, taskItems, taskPools, tasks } from '../src/db/schema/index.js';
import { saveFile } from '../src/modules/files/service.js';
import { accessLevels } from '../src/plugins/auth.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { createUser, signedIn, type Role } from './helpers/factories.js';
import { insertGigs } from './helpers/gigs.js';

type Caller = 'visitor' | Role;
const callers: Caller[] = ['visitor', 'user', 'seller', 'verified', 'admin'];

type Fixtures = { otherUserId: string; privateFileId: string; gigId: string; deletableGigId: string; workerId: string; taskId: string; disposableTaskId: string; submissionId: string; sellerId: string; conversationId: string; poolId: string };
type MatrixRow = {
  route: string; // "METHOD /url" exactly as registered
  request: (f: Fixtures) => InjectOptions;
  expect: Record<Caller, number>;
  /** The request ends the caller's session, so it gets a session of its own. */
  endsSession?: boolean;
};

const all = (status: number): Record<Caller, number> => ({ visitor: status, user: status, seller: status, verified: status, admin: status });
const gigBody = {
  title: 'Logo',
  cat: 'design',
  cover: '/api/files/0190c1a0-0000-7000-8000-000000000000',
  images: [],
  desc: 'Logo design',
  shortTitle: 'Logo',
  shortDesc: 'Logo',
  deliveryTime: 1,
  revisionNumber: 1,
  features: [],
  price: 5,
};
const signedInOnly = (status: number): Record<Caller, number> => ({ ...all(status), visitor: 401 });
const adminOnly = (status: number): Record<Caller, number> => ({ visitor: 401, user: 403, seller: 403, verified: 403, admin: status });
const verifiedOnly = (status: number): Record<Caller, number> => ({ visitor: 401, user: 403, seller: 403, verified: status, admin: status });
const unknownId = '01900000-0000-7000-8000-00000000abcd';

/**
 * What each caller gets from each route. Every /api route must have a row:
 * a feature that adds a route adds its row here.
 */
const matrix: MatrixRow[] = [
  { route: 'GET /api/health', request: () => ({ method: 'GET', url: '/api/health' }), expect: all(200) },
  { route: 'GET /api/ready', request: () => ({ method: 'GET', url: '/api/ready' }), expect: all(200) },
  { route: 'GET /api/openapi.json', request: () => ({ method: 'GET', url: '/api/openapi.json' }), expect: all(200) },
  { route: 'GET /robots.txt', request: () => ({ method: 'GET', url: '/robots.txt' }), expect: all(200) },
  { route: 'GET /sitemap.xml', request: () => ({ method: 'GET', url: '/sitemap.xml' }), expect: all(200) },
  { route: 'GET /sitemaps/:file', request: () => ({ method: 'GET', url: '/sitemaps/pages.xml' }), expect: all(200) },
  {
    route: 'POST /api/auth/login',
    request: () => ({ method: 'POST', url: '/api/auth/login', payload: { username: 'nobody_at_all', password: 'wrong-password' } }),
    expect: all(401),
  },
  { route: 'POST /api/auth/logout', request: () => ({ method: 'POST', url: '/api/auth/logout' }), expect: all(200), endsSession: true },
  {
    route: 'GET /api/user/:id',
    request: (f) => ({ method: 'GET', url: `/api/user/${f.otherUserId}` }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 403, admin: 200 },
  },
  { route: 'GET /api/users/:id', request: (f) => ({ method: 'GET', url: `/api/users/${f.otherUserId}` }), expect: all(200) },
  {
    route: 'GET /api/admin/jobs',
    request: () => ({ method: 'GET', url: '/api/admin/jobs?status=scheduled' }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 403, admin: 200 },
  },
  {
    // No such job: admins get as far as the lookup.
    route: 'POST /api/admin/jobs/:id/retry',
    request: () => ({ method: 'POST', url: '/api/admin/jobs/0190c1a0-0000-7000-8000-000000000000/retry' }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 403, admin: 404 },
  },
  {
    route: 'POST /api/conversation',
    request: () => ({ method: 'POST', url: '/api/conversation', payload: { name: 'A', email: 'a@example.com', phone: '+92 300 1234567', message: 'Hi' } }),
    expect: all(201),
  },
  { route: 'POST /api/uploads', request: () => ({ method: 'POST', url: '/api/uploads', payload: { purpose: 'gig' } }), expect: signedInOnly(400) },
  {
    route: 'GET /api/files/:id',
    request: (f) => ({ method: 'GET', url: `/api/files/${f.privateFileId}` }),
    // Another user's private file does not exist for anyone but its owner and admins.
    expect: { ...all(404), admin: 200 },
  },
  { route: 'GET /api/gigs', request: () => ({ method: 'GET', url: '/api/gigs?limit=2' }), expect: all(200) },
  { route: 'GET /api/gigs/single/:id', request: (f) => ({ method: 'GET', url: `/api/gigs/single/${f.gigId}` }), expect: all(200) },
  {
    route: 'POST /api/gigs',
    // Valid shape, no images of the caller: sellers reach the file check (400), others are stopped before.
    request: () => ({ method: 'POST', url: '/api/gigs', payload: gigBody }),
    expect: { visitor: 401, user: 403, seller: 400, verified: 403, admin: 403 },
  },
  {
    route: 'PUT /api/gigs/:id',
    request: (f) => ({ method: 'PUT', url: `/api/gigs/${f.gigId}`, payload: gigBody }),
    expect: signedInOnly(403),
  },
  {
    route: 'DELETE /api/gigs/:id',
    request: (f) => ({ method: 'DELETE', url: `/api/gigs/${f.deletableGigId}` }),
    expect: { ...signedInOnly(403), admin: 200 },
  },
  { route: 'GET /api/reviews/:gigId', request: (f) => ({ method: 'GET', url: `/api/reviews/${f.gigId}` }), expect: all(200) },
  {
    route: 'POST /api/reviews',
    request: (f) => ({ method: 'POST', url: '/api/reviews', payload: { gigId: f.gigId, desc: 'Good work', star: 4 } }),
    expect: signedInOnly(201),
  },
  { route: 'GET /api/users/:id/reviews', request: (f) => ({ method: 'GET', url: `/api/users/${f.otherUserId}/reviews` }), expect: all(200) },
  // Saved gigs are the caller's own: every signed-in user has a list, nobody sees another's.
  { route: 'GET /api/saved-gigs', request: () => ({ method: 'GET', url: '/api/saved-gigs' }), expect: signedInOnly(200) },
  { route: 'GET /api/saved-gigs/ids', request: () => ({ method: 'GET', url: '/api/saved-gigs/ids' }), expect: signedInOnly(200) },
  { route: 'PUT /api/saved-gigs/:gigId', request: (f) => ({ method: 'PUT', url: `/api/saved-gigs/${f.gigId}` }), expect: signedInOnly(200) },
  { route: 'DELETE /api/saved-gigs/:gigId', request: (f) => ({ method: 'DELETE', url: `/api/saved-gigs/${f.gigId}` }), expect: signedInOnly(200) },
  {
    route: 'POST /api/orders/create-payment-intent/:gigId',
    // No such gig: a signed-in caller passes the access check and learns it is missing.
    request: () => ({ method: 'POST', url: '/api/orders/create-payment-intent/01900000-0000-7000-8000-000000000000' }),
    expect: signedInOnly(404),
  },
  { route: 'PUT /api/orders', request: () => ({ method: 'PUT', url: '/api/orders', payload: { payment_intent: 'pi_local_unknown' } }), expect: signedInOnly(404) },
  { route: 'GET /api/orders', request: () => ({ method: 'GET', url: '/api/orders' }), expect: signedInOnly(200) },
  {
    route: 'GET /api/orders/by-payment/:paymentIntent',
    request: () => ({ method: 'GET', url: '/api/orders/by-payment/pi_local_unknown' }),
    expect: signedInOnly(404),
  },
  // The order lifecycle: any signed-in caller passes the access check; an order that is not theirs is 404 (and so is a missing one).
  ...(
    [
      ['GET', '/api/orders/:id', undefined],
      ['POST', '/api/orders/:id/requirements', { desc: 'Brief', files: [] }],
      ['POST', '/api/orders/:id/deliveries', { desc: 'Work', files: [] }],
      ['POST', '/api/orders/:id/revisions', { desc: 'Change' }],
      ['POST', '/api/orders/:id/accept', undefined],
      ['POST', '/api/orders/:id/cancellation', { reason: 'Changed my mind' }],
      ['POST', '/api/orders/:id/cancellation/accept', undefined],
      ['POST', '/api/orders/:id/cancellation/decline', undefined],
      ['DELETE', '/api/orders/:id/cancellation', undefined],
      ['POST', '/api/orders/:id/dispute', { reason: 'No answer' }],
      ['POST', '/api/orders/:id/resolve', { outcome: 'refund', note: 'Refunded' }],
    ] as const
  ).map(([method, path, payload]): MatrixRow => ({
    route: `${method} ${path}`,
    request: () => ({ method, url: path.replace(':id', '01900000-0000-7000-8000-000000000000'), ...(payload ? { payload } : {}) }),
    expect: signedInOnly(404),
  })),
  { route: 'GET /api/admin/orders', request: () => ({ method: 'GET', url: '/api/admin/orders?status=disputed' }), expect: { ...all(403), visitor: 401, admin: 200 } },
  // Earnings and payouts: one's own only (keyed by the session); the books and the queue for admins.
  { route: 'GET /api/earnings', request: () => ({ method: 'GET', url: '/api/earnings' }), expect: signedInOnly(200) },
  { route: 'GET /api/earnings/entries', request: () => ({ method: 'GET', url: '/api/earnings/entries?currency=PKR' }), expect: signedInOnly(200) },
  { route: 'GET /api/earnings/entries.csv', request: () => ({ method: 'GET', url: '/api/earnings/entries.csv?currency=USD' }), expect: signedInOnly(200) },
  { route: 'GET /api/admin/ledger', request: () => ({ method: 'GET', url: '/api/admin/ledger' }), expect: { ...all(403), visitor: 401, admin: 200 } },
  // The rupee rate: read by anyone, set and listed by admins.
  { route: 'GET /api/fx', request: () => ({ method: 'GET', url: '/api/fx' }), expect: all(200) },
  { route: 'GET /api/admin/fx', request: () => ({ method: 'GET', url: '/api/admin/fx' }), expect: { ...all(403), visitor: 401, admin: 200 } },
  { route: 'PUT /api/admin/fx', request: () => ({ method: 'PUT', url: '/api/admin/fx', payload: { pkrPerUsd: 280 } }), expect: { ...all(403), visitor: 401, admin: 200 } },
  { route: 'GET /api/payout-methods', request: () => ({ method: 'GET', url: '/api/payout-methods' }), expect: signedInOnly(200) },
  {
    route: 'POST /api/payout-methods',
    request: () => ({ method: 'POST', url: '/api/payout-methods', payload: { type: 'wise', currency: 'USD', accountTitle: 'Matrix', accountNumber: 'matrix@example.com' } }),
    expect: signedInOnly(201),
  },
  { route: 'DELETE /api/payout-methods/:id', request: () => ({ method: 'DELETE', url: '/api/payout-methods/01900000-0000-7000-8000-000000000000' }), expect: signedInOnly(404) },
  { route: 'GET /api/payouts', request: () => ({ method: 'GET', url: '/api/payouts' }), expect: signedInOnly(200) },
  // Only verified users withdraw (admins not from their own accounts); the verified caller's method does not exist.
  {
    route: 'POST /api/payouts',
    request: () => ({ method: 'POST', url: '/api/payouts', headers: { 'idempotency-key': 'matrix' }, payload: { currency: 'PKR', amount: 50_000, methodId: '01900000-0000-7000-8000-000000000000' } }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 404, admin: 403 },
  },
  // Notifications: one's own only (keyed by the session); another's id is not found.
  { route: 'GET /api/notifications', request: () => ({ method: 'GET', url: '/api/notifications' }), expect: signedInOnly(200) },
  { route: 'GET /api/notifications/unread-count', request: () => ({ method: 'GET', url: '/api/notifications/unread-count' }), expect: signedInOnly(200) },
  { route: 'PUT /api/notifications/read-all', request: () => ({ method: 'PUT', url: '/api/notifications/read-all' }), expect: signedInOnly(200) },
  { route: 'PUT /api/notifications/:id/read', request: () => ({ method: 'PUT', url: '/api/notifications/01900000-0000-7000-8000-000000000000/read' }), expect: signedInOnly(404) },
  { route: 'GET /api/notifications/preferences', request: () => ({ method: 'GET', url: '/api/notifications/preferences' }), expect: signedInOnly(200) },
  { route: 'PUT /api/notifications/preferences', request: () => ({ method: 'PUT', url: '/api/notifications/preferences', payload: { email: { reviews: true } } }), expect: signedInOnly(200) },
  // The e-mail's link carries its own signed proof: public, and a forged token is refused.
  { route: 'POST /api/notifications/unsubscribe', request: () => ({ method: 'POST', url: '/api/notifications/unsubscribe?token=forged.token' }), expect: all(400) },
  // Password reset and e-mail verification: links by e-mail, public; resend and a new address for the signed-in.
  { route: 'POST /api/auth/forgot-password', request: () => ({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: `nobody-${Math.random().toString(36).slice(2)}@example.com` } }), expect: all(202) },
  { route: 'POST /api/auth/reset-password', request: () => ({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'not-a-token', password: 'another-pass' } }), expect: all(400) },
  { route: 'POST /api/auth/verify-email', request: () => ({ method: 'POST', url: '/api/auth/verify-email', payload: { token: 'not-a-token' } }), expect: all(400) },
  { route: 'POST /api/auth/email/undo', request: () => ({ method: 'POST', url: '/api/auth/email/undo', payload: { token: 'not-a-token' } }), expect: all(400) },
  { route: 'POST /api/auth/verify-email/resend', request: () => ({ method: 'POST', url: '/api/auth/verify-email/resend' }), expect: signedInOnly(200) },
  {
    route: 'PUT /api/auth/email',
    request: () => ({ method: 'PUT', url: '/api/auth/email', payload: { email: 'matrix-new@example.com', currentPassword: 'not-the-password' } }),
    expect: signedInOnly(400),
  },
  { route: 'GET /api/admin/payouts', request: () => ({ method: 'GET', url: '/api/admin/payouts?status=requested' }), expect: { ...all(403), visitor: 401, admin: 200 } },
  {
    route: 'POST /api/admin/payouts/:id/approve',
    request: () => ({ method: 'POST', url: '/api/admin/payouts/01900000-0000-7000-8000-000000000000/approve' }),
    expect: { ...all(403), visitor: 401, admin: 404 },
  },
  {
    route: 'POST /api/admin/payouts/:id/reject',
    request: () => ({ method: 'POST', url: '/api/admin/payouts/01900000-0000-7000-8000-000000000000/reject', payload: { reason: 'No' } }),
    expect: { ...all(403), visitor: 401, admin: 404 },
  },
  {
    route: 'POST /api/payments/local/confirm',
    request: () => ({ method: 'POST', url: '/api/payments/local/confirm', payload: { payment_intent: 'pi_local_unknown', number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' } }),
    expect: signedInOnly(404),
  },
  // Public for Stripe (the signature is the check); with the built-in processor it does not exist.
  { route: 'POST /api/payments/webhook', request: () => ({ method: 'POST', url: '/api/payments/webhook', payload: { id: 'evt_1' } }), expect: all(404) },
  // Tasks: the fixture task belongs to another verified worker, so the verified caller is a stranger to it.
  {
    route: 'POST /api/task',
    request: (f) => ({ method: 'POST', url: '/api/task', payload: { title: 'Matrix task', desc: 'Made by the role matrix', assignee: f.workerId } }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 403, admin: 201 },
  },
  { route: 'GET /api/task', request: () => ({ method: 'GET', url: '/api/task' }), expect: { visitor: 401, user: 403, seller: 403, verified: 403, admin: 200 } },
  {
    route: 'GET /api/task/assigned/:userId',
    request: (f) => ({ method: 'GET', url: `/api/task/assigned/${f.workerId}` }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 403, admin: 200 },
  },
  {
    route: 'GET /api/task/:id',
    request: (f) => ({ method: 'GET', url: `/api/task/${f.taskId}` }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 404, admin: 200 },
  },
  {
    route: 'PUT /api/task/:id',
    request: (f) => ({ method: 'PUT', url: `/api/task/${f.taskId}`, payload: { status: 'In Progress' } }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 404, admin: 200 },
  },
  {
    route: 'DELETE /api/task/:id',
    request: (f) => ({ method: 'DELETE', url: `/api/task/${f.disposableTaskId}` }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 403, admin: 200 },
  },
  {
    route: 'GET /api/submitedTask/:taskId',
    request: (f) => ({ method: 'GET', url: `/api/submitedTask/${f.taskId}` }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 404, admin: 200 },
  },
  {
    route: 'GET /api/task/:id/submissions',
    request: (f) => ({ method: 'GET', url: `/api/task/${f.taskId}/submissions` }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 403, admin: 200 },
  },
  {
    route: 'POST /api/submitedTask',
    request: (f) => ({ method: 'POST', url: '/api/submitedTask', payload: { id: f.taskId, desc: 'Done', files: [], status: 'In Progress' } }),
    // Only the assignee submits; an admin may read the work but not submit it.
    expect: { visitor: 401, user: 403, seller: 403, verified: 404, admin: 403 },
  },
  {
    route: 'PUT /api/submitedTask/:submissionId',
    request: (f) => ({ method: 'PUT', url: `/api/submitedTask/${f.submissionId}`, payload: { desc: 'Done', files: [], status: 'In Progress' } }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 404, admin: 403 },
  },
  // Task pools: the fixture pool is open with items for the Data Entry skill, which no caller has.
  { route: 'GET /api/task-pools', request: () => ({ method: 'GET', url: '/api/task-pools' }), expect: adminOnly(200) },
  {
    route: 'POST /api/task-pools',
    request: () => ({ method: 'POST', url: '/api/task-pools', payload: { title: 'Matrix pool', desc: 'Label', reward: 5, skills: ['Data Entry'], outputs: [{ name: 'label', label: 'Label', type: 'text' }] } }),
    expect: adminOnly(201),
  },
  { route: 'GET /api/task-pools/:id', request: (f) => ({ method: 'GET', url: `/api/task-pools/${f.poolId}` }), expect: adminOnly(200) },
  { route: 'PUT /api/task-pools/:id', request: (f) => ({ method: 'PUT', url: `/api/task-pools/${f.poolId}`, payload: { title: 'Matrix pool' } }), expect: adminOnly(200) },
  { route: 'POST /api/task-pools/:id/publish', request: (f) => ({ method: 'POST', url: `/api/task-pools/${f.poolId}/publish` }), expect: adminOnly(200) },
  { route: 'POST /api/task-pools/:id/pause', request: () => ({ method: 'POST', url: `/api/task-pools/${unknownId}/pause` }), expect: adminOnly(404) },
  { route: 'POST /api/task-pools/:id/close', request: () => ({ method: 'POST', url: `/api/task-pools/${unknownId}/close` }), expect: adminOnly(404) },
  { route: 'POST /api/task-pools/:id/items', request: (f) => ({ method: 'POST', url: `/api/task-pools/${f.poolId}/items`, payload: [{ photo: 'x.jpg' }] }), expect: adminOnly(201) },
  { route: 'GET /api/task-pools/:id/answers', request: (f) => ({ method: 'GET', url: `/api/task-pools/${f.poolId}/answers` }), expect: adminOnly(200) },
  { route: 'GET /api/task-pools/:id/results.csv', request: (f) => ({ method: 'GET', url: `/api/task-pools/${f.poolId}/results.csv` }), expect: adminOnly(200) },
  { route: 'GET /api/task-pools/:id/workers', request: (f) => ({ method: 'GET', url: `/api/task-pools/${f.poolId}/workers` }), expect: adminOnly(200) },
  { route: 'POST /api/task-pools/:id/blocks', request: (f) => ({ method: 'POST', url: `/api/task-pools/${f.poolId}/blocks`, payload: { userId: f.workerId, reason: 'Matrix' } }), expect: adminOnly(200) },
  { route: 'DELETE /api/task-pools/:id/blocks/:userId', request: (f) => ({ method: 'DELETE', url: `/api/task-pools/${f.poolId}/blocks/${unknownId}` }), expect: adminOnly(404) },
  { route: 'POST /api/task-answers/:id/accept', request: () => ({ method: 'POST', url: `/api/task-answers/${unknownId}/accept` }), expect: adminOnly(404) },
  { route: 'POST /api/task-answers/:id/reject', request: () => ({ method: 'POST', url: `/api/task-answers/${unknownId}/reject`, payload: { reason: 'No' } }), expect: adminOnly(404) },
  { route: 'POST /api/task-answers/review', request: () => ({ method: 'POST', url: '/api/task-answers/review', payload: { ids: [unknownId], decision: 'accept' } }), expect: adminOnly(200) },
  { route: 'GET /api/task-pools/available', request: () => ({ method: 'GET', url: '/api/task-pools/available' }), expect: verifiedOnly(200) },
  { route: 'GET /api/task-pools/mine', request: () => ({ method: 'GET', url: '/api/task-pools/mine' }), expect: verifiedOnly(200) },
  { route: 'GET /api/task-pools/:id/work', request: (f) => ({ method: 'GET', url: `/api/task-pools/${f.poolId}/work` }), expect: verifiedOnly(200) },
  // Nobody here has the pool's skill.
  { route: 'POST /api/task-pools/:id/claim', request: (f) => ({ method: 'POST', url: `/api/task-pools/${f.poolId}/claim` }), expect: verifiedOnly(403) },
  { route: 'POST /api/task-items/:itemId/answer', request: () => ({ method: 'POST', url: `/api/task-items/${unknownId}/answer`, payload: { outputs: { label: 'x' } } }), expect: verifiedOnly(404) },
  { route: 'POST /api/task-items/:itemId/release', request: () => ({ method: 'POST', url: `/api/task-items/${unknownId}/release` }), expect: verifiedOnly(404) },
  { route: 'GET /api/task-answers/mine', request: () => ({ method: 'GET', url: '/api/task-answers/mine' }), expect: verifiedOnly(200) },
  { route: 'GET /api/task-pools/latest', request: () => ({ method: 'GET', url: '/api/task-pools/latest' }), expect: all(200) },
  {
    route: 'POST /api/auth/register',
    // JSON without `kind: 'buyer'`: refused before anything is written, whoever asks.
    request: () => ({ method: 'POST', url: '/api/auth/register', payload: { username: 'someone' } }),
    expect: all(400),
  },
  {
    route: 'POST /api/user/verification',
    // Any signed-in account may send documents; JSON is refused before anything is read (multipart only).
    request: () => ({ method: 'POST', url: '/api/user/verification', payload: { legalName: 'Matrix Person' } }),
    expect: signedInOnly(400),
  },
  {
    route: 'POST /api/user/:id/verification',
    // Only an admin decides; the other user sent nothing, so there is nothing to verify.
    request: (f) => ({ method: 'POST', url: `/api/user/${f.otherUserId}/verification`, payload: { decision: 'verified' } }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 403, admin: 409 },
  },
  {
    route: 'PUT /api/user/legal-name',
    // Each caller's own record: a name that breaks the rule, so no caller's record changes.
    request: () => ({ method: 'PUT', url: '/api/user/legal-name', payload: { legalName: '12' } }),
    expect: signedInOnly(400),
  },
  {
    route: 'PUT /api/auth/password',
    request: () => ({ method: 'PUT', url: '/api/auth/password', payload: { currentPassword: 'not-the-password', newPassword: 'another-pass' } }),
    expect: signedInOnly(400),
  },
  {
    route: 'GET /api/user',
    request: () => ({ method: 'GET', url: '/api/user?page=1&limit=5' }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 403, admin: 200 },
  },
  {
    route: 'GET /api/user/:id/audit',
    request: (f) => ({ method: 'GET', url: `/api/user/${f.otherUserId}/audit` }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 403, admin: 200 },
  },
  {
    route: 'PUT /api/user/:id',
    request: (f) => ({ method: 'PUT', url: `/api/user/${f.otherUserId}`, payload: { desc: 'Changed by the matrix' } }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 403, admin: 200 },
  },
  {
    route: 'DELETE /api/user/:id',
    // An id nobody has: only an admin gets as far as looking it up.
    request: () => ({ method: 'DELETE', url: '/api/user/01900000-0000-7000-8000-00000000dead' }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 403, admin: 404 },
  },
  // Conversations belong to their two participants: everyone else, admins included, gets 404.
  { route: 'GET /api/conversations', request: () => ({ method: 'GET', url: '/api/conversations' }), expect: signedInOnly(200) },
  { route: 'GET /api/conversations/unread-count', request: () => ({ method: 'GET', url: '/api/conversations/unread-count' }), expect: signedInOnly(200) },
  {
    route: 'GET /api/conversations/single/:id',
    request: (f) => ({ method: 'GET', url: `/api/conversations/single/${f.conversationId}` }),
    expect: signedInOnly(404),
  },
  {
    route: 'POST /api/conversations',
    request: (f) => ({ method: 'POST', url: '/api/conversations', payload: { to: f.sellerId } }),
    expect: signedInOnly(201),
  },
  { route: 'PUT /api/conversations/:id', request: (f) => ({ method: 'PUT', url: `/api/conversations/${f.conversationId}` }), expect: signedInOnly(404) },
  { route: 'GET /api/messages/:id', request: (f) => ({ method: 'GET', url: `/api/messages/${f.conversationId}` }), expect: signedInOnly(404) },
  {
    route: 'POST /api/messages',
    request: (f) => ({ method: 'POST', url: '/api/messages', payload: { conversationId: f.conversationId, desc: 'Hello' } }),
    expect: signedInOnly(404),
  },
  { route: 'GET /api/events', request: () => ({ method: 'GET', url: '/api/events' }), expect: signedInOnly(200) },
];

let t: TestContext;
const cookies = {} as Record<Caller, string | undefined>;
let fixtures: Fixtures;

beforeAll(async () => {
  // Rate limits are per address; the matrix sends each route from a distinct address.
  t = await createTestApp();
  cookies.visitor = undefined;
  for (const role of ['user', 'seller', 'verified', 'admin'] as const) cookies[role] = (await signedIn(t.app, t.db, role)).cookie;
  const otherUserId = (await createUser(t.db, 'user')).user.id;
  const privateFile = await saveFile(t.db, t.storage, { ownerId: otherUserId, purpose: 'task', visibility: 'private', name: 'a.pdf', mimeType: 'application/pdf', data: Buffer.from('%PDF-1.4\n') });
  const adminId = (await createUser(t.db, 'admin')).user.id;
  const workerId = (await createUser(t.db, 'verified')).user.id;
  const [task, disposable] = await t.db.insert(tasks).values([{ title: 'Matrix', assigneeId: workerId, createdBy: adminId }, { title: 'Gone', assigneeId: workerId, createdBy: adminId }]).returning();
  const [submission] = await t.db.insert(submissions).values({ taskId: task.id, userId: workerId, desc: 'Work', status: 'In Progress' }).returning();
  const [gigId, deletableGigId] = await insertGigs(t, otherUserId, [{}, {}]);
  const sellerId = (await createUser(t.db, 'seller')).user.id;
  const conversationId = sellerId + otherUserId;
  await t.db.insert(conversations).values({ id: conversationId, sellerId, buyerId: otherUserId });
  const [pool] = await t.db
    .insert(taskPools)
    .values({ title: 'Matrix pool', desc: 'Label', reward: 5, skills: ['Data Entry'], outputs: [{ name: 'label', label: 'Label', type: 'text', required: true }], status: 'open', itemCount: 1, publishedAt: new Date() })
    .returning();
  await t.db.insert(taskItems).values({ poolId: pool.id, line: 1, inputs: { photo: 'a.jpg' }, slotsLeft: 1 });
  fixtures = { otherUserId, privateFileId: privateFile.id, gigId, deletableGigId, workerId, taskId: task.id, disposableTaskId: disposable.id, submissionId: submission.id, sellerId, conversationId, poolId: pool.id };
});
afterAll(() => t.close());

describe('access declarations', () => {
  it('every /api route declares one of the access levels', () => {
    const table = t.app.routeAccessTable();
    expect(table.length).toBeGreaterThan(5);
    const undeclared = table.filter((r) => !r.access || !accessLevels.includes(r.access));
    expect(undeclared).toEqual([]);
  });

  it('the role matrix covers every /api route (documentation pages aside)', () => {
    const routes = t.app
      .routeAccessTable()
      .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`);
    expect(routes.filter((r) => !matrix.some((m) => m.route === r))).toEqual([]);
  });

  it('an app with an undeclared /api route refuses to start', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    app.get('/api/forgotten', async () => ({}));
    await expect(app.ready()).rejects.toThrow(/declared access: GET \/api\/forgotten/);
  });
});

describe.each(matrix)('$route', (row) => {
  it.each(callers)('answers %s as expected', async (caller) => {
    const request = row.request(fixtures);
    const cookie = caller !== 'visitor' && row.endsSession ? (await signedIn(t.app, t.db, caller)).cookie : cookies[caller];
    const res = await t.app.inject({
      ...request,
      remoteAddress: `10.1.${matrix.indexOf(row)}.${callers.indexOf(caller) + 1}`,
      headers: { ...(request.headers ?? {}), ...(cookie ? { cookie } : {}) },
    });
    expect(res.statusCode, res.body).toBe(row.expect[caller]);
  });
});
