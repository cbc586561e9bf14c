// What an offer of a contract must be (docs/agents.md §contracts), shared by the offer form and the server: a
// period that suits its kind and valid tiers (tiersProblem), no rate above the upline's top rate.
import { DIVIDEND_PERIODS, HOURLY_PERIODS, tiersProblem, type ContractKind, type Tier } from './agent-contracts.ts';

/** The periods each kind takes: dividend D/W/H/M, hourly H/BH, the daily and real-time wages none (''). */
export const CONTRACT_PERIODS: Readonly<Record<ContractKind, readonly string[]>> = {
  daily: [''],
  hourly: HOURLY_PERIODS,
  realtime: [''],
  dividend: DIVIDEND_PERIODS,
};

export const periodProblem = (kind: ContractKind, period: string): string | null =>
  CONTRACT_PERIODS[kind].includes(period) ? null : 'contract.period.invalid';

/**
 * The tiers as the kind keeps them: only the real-time wage has a win rate (a stray one on another kind would raise
 * its top rate for nothing).
 */
export const tiersForKind = (kind: ContractKind, tiers: readonly Tier[]): Tier[] =>
  tiers.map((t) => (kind === 'realtime' ? { ...t } : { volume: t.volume, activeMembers: t.activeMembers, rate: t.rate }));

/** The first problem of an offer, as an error code, or null. `ceilingBp`: the upline's top rate (null: the platform). */
export function offerProblem(kind: ContractKind, period: string, tiers: readonly Tier[], ceilingBp: number | null): string | null {
  return periodProblem(kind, period) ?? tiersProblem(kind, tiersForKind(kind, tiers), ceilingBp);
}
