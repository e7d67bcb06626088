// What the composition root and the CLI may use of the finance module (it owns no tables: it reads the ledger, orders and payouts).
export { ledgerReport } from './report.js';
