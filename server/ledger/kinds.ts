// The kinds of ledger transfer: the account record's and the bonus details' type column, and what the reports sum.
// Families that carry a name (bonus.<reward type>, points.<source>, agent.<wage>) are typed by their prefix.
export type TransferKind =
  | 'opening'
  | 'trial'
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal.payout'
  | 'withdrawal.return'
  | 'withdrawal.refund'
  | 'transfer.in'
  | 'transfer.out'
  | 'transfer.upline'
  | 'game.bet'
  | 'game.win'
  | 'game.rollback'
  | 'bonus'
  | `bonus.${string}`
  | `points.${string}`
  | `pointMall.${string}`
  | `agent.${string}`
  // Kinds the bench, the load test and the tests fund their accounts with.
  | `bench.${string}`
  | `load.${string}`
  | `test.${string}`;
