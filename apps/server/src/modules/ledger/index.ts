// What other modules and the composition root may use of the ledger module.
export { ledgerSubscriptions } from './events.js';
export { clearEarningsJob, postEarningsCleared } from './clearance.js';
export { configureLedger, ledgerSettings } from './settings.js';
export { post, InsufficientBalance, type Posting } from './post.js';
export { availableBalance, balancesOf, entriesOf } from './read.js';
export { ledgerFigures, type LedgerFigures } from './report.js';
export { userAccountIds } from './accounts.js';
export { postOrderEarning, postOrderPaid, postOrderRefunded, postPoolAnswerReward, postRegistrationBonus, postTaskReward } from './postings.js';
