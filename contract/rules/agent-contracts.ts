// The rules of agent contracts (docs/agents.md; docs/product.md §4.15 contract statuses, §9.8 contract periods),
// plain code the site and the server share. Rates travel as percentages with at most 2 decimals and are stored as
// basis points (0.01 %); volumes travel as pesos and are stored as centavos.

/** daily wage, hourly wage, real-time wage, dividend. */
export const CONTRACT_KINDS = ['daily', 'hourly', 'realtime', 'dividend'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** P offered, A signed, V termination requested, C ended, R rejected (the platform's codes). */
export const CONTRACT_STATUSES = ['P', 'A', 'V', 'C', 'R'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Dividend periods: day, Sunday-Saturday week, half month, month. Hourly: each hour or each half hour. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export const HOURLY_PERIODS = ['H', 'BH'] as const;

/**
 * A tier as stored: reached when the basis (team valid bet for wages, the player's stake in a draw for the
 * real-time wage, the team's valid bet for a dividend) is at least `volume` and the team has at least
 * `activeMembers` active members; `rateBp` is the rate it pays (the loss rate for the real-time wage), `winRateBp`
 * the real-time wage's rate when the player won the draw.
 */
export interface StoredTier {
  volume: number;
  activeMembers: number;
  rateBp: number;
  winRateBp?: number;
}

/** A tier as the API carries it: volume in pesos, rates in percent. */
export interface Tier {
  volume: number;
  activeMembers: number;
  rate: number;
  winRate?: number;
}

export const MAX_TIERS = 10;

/**
 * An active member (docs/decisions.md, issue 14): a member of the agent's team, the agent itself not counted, whose
 * valid bet in the period is at least this many centavos (₱100).
 */
export const ACTIVE_MEMBER_MIN_VALID_BET = 10_000;

const twoPlaces = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

export const toStoredTier = (t: Tier): StoredTier => ({
  volume: Math.round(t.volume * 100),
  activeMembers: t.activeMembers,
  rateBp: Math.round(t.rate * 100),
  ...(t.winRate === undefined ? {} : { winRateBp: Math.round(t.winRate * 100) }),
});

export const toTier = (t: StoredTier): Tier => ({
  volume: t.volume / 100,
  activeMembers: t.activeMembers,
  rate: t.rateBp / 100,
  ...(t.winRateBp === undefined ? {} : { winRate: t.winRateBp / 100 }),
});

/** The highest rate a contract pays (the real-time wage's higher of its loss and win rates). */
export const topRateBp = (tiers: readonly StoredTier[]) => Math.max(0, ...tiers.map((t) => Math.max(t.rateBp, t.winRateBp ?? 0)));

/**
 * What is wrong with a contract's tiers, as an error code, or null. Tiers rise: each one's volume above the
 * previous one's, its active members not fewer, its rates not lower (rates never fall as the stake rises); every
 * rate above 0 with at most 2 decimals, and at most the upline's top rate (`ceilingBp`, null for the platform).
 */
export function tiersProblem(kind: ContractKind, tiers: readonly Tier[], ceilingBp: number | null): string | null {
  if (tiers.length === 0 || tiers.length > MAX_TIERS) return 'contract.tiers.count';
  for (const [i, t] of tiers.entries()) {
    const rates = kind === 'realtime' ? [t.rate, t.winRate ?? Number.NaN] : [t.rate];
    if (rates.some((r) => !Number.isFinite(r) || r <= 0 || r > 100 || !twoPlaces(r))) return 'contract.rate.invalid';
    if (!Number.isFinite(t.volume) || t.volume < 0 || !twoPlaces(t.volume) || !Number.isInteger(t.activeMembers) || t.activeMembers < 0)
      return 'contract.tier.invalid';
    if (ceilingBp !== null && rates.some((r) => Math.round(r * 100) > ceilingBp)) return 'contract.rate.aboveUpline';
    const prev = tiers[i - 1];
    if (prev && (t.volume <= prev.volume || t.activeMembers < prev.activeMembers || t.rate < prev.rate || (t.winRate ?? 0) < (prev.winRate ?? 0)))
      return 'contract.tiers.order';
  }
  return null;
}

/**
 * The tier a period reached: the highest whose volume the basis reaches, then, if the team has too few active
 * members for it, the highest of those whose active-member count the team reaches (the daily wage's rule: with too
 * few active members, the tier the actual count reaches). null: none.
 */
export function reachedTier(tiers: readonly StoredTier[], basis: number, activeMembers: number): StoredTier | null {
  let best: StoredTier | null = null;
  for (const t of tiers) if (basis >= t.volume && activeMembers >= t.activeMembers) best = t;
  return best;
}
