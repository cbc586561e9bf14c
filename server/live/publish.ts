// What an area calls after its transaction commits, so the member's open pages learn of it (server/live/). Never
// before the commit: a hint that arrives first makes the site refetch the old value. Fire and forget: a lost hint
// costs a page a stale value until its next refetch, never a request.
import type { Deps } from '../deps.ts';
import type { HintKind, LiveData } from '../../contract/live/live.ts';
import { toDecimal } from '../ledger/amounts.ts';

type LiveDeps = Pick<Deps, 'live' | 'config'>;

/** The member's main-wallet balance after a movement, in centavos, sent as the balance call answers it. */
export function publishBalance({ live, config }: LiveDeps, memberId: number, centavos: number): void {
  live?.publish(memberId, 'balance', { balance: toDecimal(centavos), currency: config.merchant.currency, currencySymbol: config.merchant.currencySymbol });
}

/** A hint without a value: the kind says which of the member's read models changed. */
export function publishHint<K extends Exclude<HintKind, 'balance'>>({ live }: Pick<Deps, 'live'>, memberId: number, kind: K, data: LiveData[K]): void {
  live?.publish(memberId, kind, data);
}
