// The prize draw shared by raffle claims and opened tickets (docs/loyalty.md §raffle): one weighted pick from the
// injected random source, which is node:crypto's (cryptoRandom, server/deps.ts) in production; tests seed their own.
import type { Random } from '../deps.ts';

export interface Weighted {
  weight: number;
}

/** Picks one item with probability weight / total weight; items of weight 0 are never picked. */
export function pickWeighted<T extends Weighted>(items: readonly T[], random: Random): T {
  const total = items.reduce((s, i) => s + Math.max(0, Math.floor(i.weight)), 0);
  if (total <= 0) throw new Error('Nothing to draw: every weight is 0');
  let r = random.int(0, total);
  for (const item of items) {
    const w = Math.max(0, Math.floor(item.weight));
    if (r < w) return item;
    r -= w;
  }
  throw new Error('unreachable: the pick fell outside the weights');
}

/** Each item's chance in percent with two decimals (what the site shows beside a prize). */
export const chances = <T extends Weighted>(items: readonly T[]): number[] => {
  const total = items.reduce((s, i) => s + Math.max(0, i.weight), 0);
  return items.map((i) => (total > 0 ? Math.round((Math.max(0, i.weight) * 10_000) / total) / 100 : 0));
};
