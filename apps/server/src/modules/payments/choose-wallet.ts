import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { WalletProvider } from './wallet-provider.js';
import { WalletSimulator } from './wallet-simulator.js';

/** The wallet of a configuration: the built-in simulator (a merchant gateway would be chosen here by its keys, decision 0153). */
export const chooseWalletProvider = (config: Config, db: Database): WalletProvider => new WalletSimulator(db, config.walletSimulatorSeconds);
