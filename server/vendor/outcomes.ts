// Spin outcomes of the demo slot: a pay table of win multiples whose chances are scaled so the expected return
// equals the configured RTP; the draw comes from the injected random source (node:crypto in production).
import type { Random } from '../deps.ts';

/** Reel symbols, lowest pay first; a win shows three of its tier's symbol. */
export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'diamond', 'seven', 'crown', 'jackpot'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Multiple of the bet and its base weight (per million) before scaling; the rest of the million loses. */
const BASE: [multiple: number, weight: number][] = [
  [0.5, 150_000],
  [1, 100_000],
  [2, 80_000],
  [5, 40_000],
  [10, 15_000],
  [20, 6_000],
  [50, 1_500],
  [200, 200],
];
const DRAW = 1_000_000;

export interface PayTable {
  tiers: { multiple: number; weight: number; symbol: SlotSymbol }[];
}

export function payTable(rtpPercent: number): PayTable {
  const baseReturn = BASE.reduce((sum, [m, w]) => sum + m * w, 0) / DRAW;
  const scale = rtpPercent / 100 / baseReturn;
  return { tiers: BASE.map(([multiple, weight], i) => ({ multiple, weight: Math.round(weight * scale), symbol: SYMBOLS[i]! })) };
}

/** The table's exact return to player (a fraction); it differs from the configured one by rounding only. */
export const expectedReturn = (t: PayTable) => t.tiers.reduce((sum, x) => sum + x.multiple * x.weight, 0) / DRAW;

export interface Spin {
  multiple: number;
  /** Centavos. */
  win: number;
  symbols: [SlotSymbol, SlotSymbol, SlotSymbol];
}

export function spinOutcome(table: PayTable, random: Random, bet: number): Spin {
  let draw = random.int(0, DRAW);
  for (const tier of table.tiers) {
    if (draw < tier.weight) return { multiple: tier.multiple, win: Math.floor(bet * tier.multiple), symbols: [tier.symbol, tier.symbol, tier.symbol] };
    draw -= tier.weight;
  }
  // A loss shows three symbols that are not all the same.
  const a = random.int(0, SYMBOLS.length);
  const b = random.int(0, SYMBOLS.length);
  const c = (a === b ? a + 1 + random.int(0, SYMBOLS.length - 1) : random.int(0, SYMBOLS.length)) % SYMBOLS.length;
  return { multiple: 0, win: 0, symbols: [SYMBOLS[a]!, SYMBOLS[b]!, SYMBOLS[c]!] };
}
