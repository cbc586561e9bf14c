// Rebate rates by game type (docs/product.md §9), in basis points (0.01 %): a share of the day's valid bets paid
// back after the day closes. A VIP level adds its own extra points to every type whose base rate is above 0.
// COCKFIGHT has no rate in the spec; it is treated as sports betting (docs/decisions.md).
import type { GameType } from '../catalogue/catalogue.ts';

export const REBATE_RATES_BP: Readonly<Record<GameType, number>> = {
  LOTT: 100,
  ELOTT: 100,
  PVP: 0,
  FISH: 100,
  RNG: 120,
  LIVE: 80,
  SPORTS: 100,
  ESPORTS: 100,
  COCKFIGHT: 100,
};

/** The rate a member at a VIP level gets on a game type, in basis points. */
export const rebateRateBp = (gameType: GameType, vipExtraBp: number) => {
  const base = REBATE_RATES_BP[gameType];
  return base > 0 ? base + vipExtraBp : 0;
};

/** The rebate on a valid bet, both in centavos: rounded down to the centavo. */
export const rebateOn = (validBet: number, rateBp: number) => Math.floor((validBet * rateBp) / 10_000);
