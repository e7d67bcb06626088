import type { Config } from '../../config.js';

export type LedgerSettings = Pick<Config, 'platformFeePercent' | 'earningsClearanceHours' | 'registrationBonusPkr'>;

let settings: LedgerSettings = { platformFeePercent: 20, earningsClearanceHours: 168, registrationBonusPkr: 1000 };

/**
 * The ledger's settings, handed in by the app at start: its postings run inside other modules'
 * transactions (in-transaction subscribers), which carry no configuration.
 */
export function configureLedger(config: LedgerSettings): void {
  settings = { platformFeePercent: config.platformFeePercent, earningsClearanceHours: config.earningsClearanceHours, registrationBonusPkr: config.registrationBonusPkr };
}

export const ledgerSettings = (): LedgerSettings => settings;
