// Each load player's wallet against what the business tables say happened to it (pure; ./checks.ts reads the rows):
// the balance must be the opening transfer plus the net of the player's game rounds plus their paid deposits minus
// what their withdrawals took.

/** Centavos, read from the database for one player. */
export interface PlayerMoney {
  account: string;
  /** The opening transfer the load test made. */
  opening: number;
  /** Sum of win - bet over the player's game rounds (a rolled-back round counts 0: its bet came back). */
  roundsNet: number;
  /** Paid deposit orders. */
  deposits: number;
  /** What withdrawals kept: the amount of each one not rejected (a rejected one: its paid parts), less refunded parts. */
  withdrawals: number;
  /** The wallet's balance in the ledger. */
  balance: number;
}

export interface Mismatch {
  account: string;
  expected: number;
  balance: number;
}

export interface Reconciliation {
  players: number;
  mismatches: Mismatch[];
  /** Players whose balance is below zero. */
  negative: PlayerMoney[];
}

export const expectedBalance = (p: PlayerMoney) => p.opening + p.roundsNet + p.deposits - p.withdrawals;

export function reconcile(rows: readonly PlayerMoney[]): Reconciliation {
  return {
    players: rows.length,
    mismatches: rows.filter((p) => expectedBalance(p) !== p.balance).map((p) => ({ account: p.account, expected: expectedBalance(p), balance: p.balance })),
    negative: rows.filter((p) => p.balance < 0),
  };
}

/** The idempotency key of a player's opening transfer. */
export const openingKey = (account: string) => `load:opening:${account}`;

/** Totals over the players, for the report. */
export function moneyTotals(players: readonly PlayerMoney[]) {
  const total = (k: keyof Omit<PlayerMoney, 'account'>) => players.reduce((a, p) => a + p[k], 0);
  return {
    opening: total('opening'),
    roundsNet: total('roundsNet'),
    deposits: total('deposits'),
    withdrawals: total('withdrawals'),
    balance: total('balance'),
  };
}
