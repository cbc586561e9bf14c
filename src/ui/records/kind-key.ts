// The i18n key that names a ledger transfer's kind on the record pages.

/**
 * i18n keys cannot hold dots: withdrawal.return → records.kind.withdrawal_return. A bonus of a reward, rebate, VIP
 * payout or raffle (bonus.<type>) is named by its reward type: bonus.upgrade_bonus → rewards.type.UPGRADE_BONUS.
 */
export const kindKey = (kind: string) =>
  kind.startsWith('bonus.') ? `rewards.type.${kind.slice('bonus.'.length).toUpperCase()}` : `records.kind.${kind.replace(/\./g, '_')}`;
