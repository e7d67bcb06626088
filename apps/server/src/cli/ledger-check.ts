import { formatMoney } from '@market/shared';
import type { Database } from '../db/client.js';
import { ledgerReport } from '../modules/finance/index.js';
import { consoleIO, isEntry, openTarget, reportingErrors, runAsScript, type CliIO } from './common.js';

/**
 * `npm run ledger:check`: the books per currency, as admins see them at /dashboard/finance (the trial
 * balance, escrow against the paid orders not yet final, money in transit against open payouts, the
 * users' balances against their entries). Exits 1 on any mismatch.
 */
export async function ledgerCheckCommand(env: NodeJS.ProcessEnv = process.env, io: CliIO = consoleIO): Promise<number> {
  return reportingErrors(io, async () => {
    const target = await openTarget(env, 'npm run ledger:check');
    try {
      return await runLedgerCheck({ db: target.database.db, io });
    } finally {
      await target.database.close();
    }
  });
}

/** Prints the books of `db`; 0 when they reconcile, 1 on any mismatch. */
export async function runLedgerCheck({ db, io }: { db: Database; io: CliIO }): Promise<number> {
  const report = await ledgerReport(db);
  for (const c of report.currencies) {
    const money = (amount: number) => formatMoney(amount, c.currency);
    const line = (label: string, ledger: number, expected: number) => `  ${label.padEnd(22)} ${money(ledger).padStart(16)}  expected ${money(expected).padStart(16)}  ${ledger === expected ? 'ok' : 'MISMATCH'}`;
    io.out(`${c.currency}: ${c.ok ? 'ok' : 'MISMATCH'}`);
    io.out(line('trial balance', c.trialBalance, 0));
    io.out(line('escrow', c.escrow.ledger, c.escrow.expected));
    io.out(line('in transit', c.inTransit.ledger, c.inTransit.expected));
    io.out(`  ${'balance mismatches'.padEnd(22)} ${String(c.balanceMismatches).padStart(16)}  expected ${'0'.padStart(16)}  ${c.balanceMismatches === 0 ? 'ok' : 'MISMATCH'}`);
    io.out(`  fee revenue ${money(c.feeRevenue)}, bonuses ${money(c.bonusesPaid)}, task rewards ${money(c.rewardsPaid)}, payouts paid ${money(c.payoutsPaid)}`);
  }
  io.out(report.ok ? 'The ledger reconciles.' : 'The ledger does NOT reconcile: see the MISMATCH lines above.');
  return report.ok ? 0 : 1;
}

if (isEntry(import.meta.url)) runAsScript(() => ledgerCheckCommand(process.env, consoleIO));
