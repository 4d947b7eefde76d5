// The points area's public face (decision 130): what other areas, the app, the seed and the CLI may
// call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: the points ledger: balance, lock, take back, take from credit, pay a debt.
// Uses: no other area.

export type { TakenBack } from './points-debt.service.js';
export {
  ledgerBalance,
  lockLedger,
  payDebtFromCredits,
  takeBack,
  takeFromCredit,
} from './points-debt.service.js';
