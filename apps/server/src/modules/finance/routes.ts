import { earningsCsvQuerySchema, earningsEntriesQuerySchema, earningsEntriesSchema, earningsSchema, errorSchema, ledgerReportSchema } from '@market/shared';
import type { App } from '../../types.js';
import { balancesOf, ledgerSettings } from '../ledger/index.js';
import { withdrawalState } from '../payouts/index.js';
import { entriesCsv } from './csv.js';
import { historyOf } from './history.js';
import { ledgerReport } from './report.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** Earnings (one's own, signed in) and the books (admins). */
export async function financeRoutes(app: App) {
  app.get(
    '/api/earnings',
    { config: { access: 'signedIn' }, schema: { tags: ['earnings'], summary: "The caller's balances per currency and whether they may withdraw", response: { 200: earningsSchema, ...errors } } },
    async (request) => {
      const [balances, withdrawal] = await Promise.all([balancesOf(app.db, request.user!.id), withdrawalState(app.db, request.user!)]);
      return { balances, withdrawal, feePercent: ledgerSettings().platformFeePercent };
    },
  );

  app.get(
    '/api/earnings/entries',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['earnings'], summary: "The caller's ledger entries in one currency, newest first", querystring: earningsEntriesQuerySchema, response: { 200: earningsEntriesSchema, ...errors } },
    },
    async (request) => historyOf(app.db, request.user!.id, request.query.currency, request.query.cursor),
  );

  app.get(
    '/api/earnings/entries.csv',
    { config: { access: 'signedIn' }, schema: { tags: ['earnings'], summary: "The caller's entries in one currency as CSV", querystring: earningsCsvQuerySchema } },
    async (request, reply) => {
      const csv = await entriesCsv(app.db, request.user!.id, request.query.currency);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="earnings-${request.query.currency.toLowerCase()}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/admin/ledger',
    { config: { access: 'admin' }, schema: { tags: ['earnings'], summary: 'Reconciliation of the books per currency (admins)', response: { 200: ledgerReportSchema, ...errors } } },
    async () => ledgerReport(app.db),
  );
}
