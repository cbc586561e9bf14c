// Lottery routing (docs/product.md §2 Navigation, §4 Game launch). The spec lists "LOTT or ELOTT" next to the provider codes
// TCG_LOTTO_VN and TCG_SEA, while §4 speaks of game types; our catalogue files in-house lottery vendors under
// provider codes of their own (e.g. GW) with game type LOTT, so LOTT and ELOTT match either the provider or the
// game type. The two TCG providers win over the game type: they have their own game pages.
export const VN_LOTTERY_PROVIDER = 'TCG_LOTTO_VN';
export const SEA_LOTTERY_PROVIDER = 'TCG_SEA';
export const LOTTERY_TYPES = ['LOTT', 'ELOTT'] as const;

export interface LotteryEntry {
  vassalage: string;
  gameType?: string;
}

const isLotteryCode = (code: string | undefined) => code !== undefined && (LOTTERY_TYPES as readonly string[]).includes(code);

const withGameCode = (path: string, gameCode?: string) => (gameCode ? `${path}?gameCode=${encodeURIComponent(gameCode)}` : path);

/** The lottery game page of an entry (with its gameCode when a game is known), or null when it is no lottery. */
export function lotteryPath(entry: LotteryEntry, gameCode?: string): string | null {
  if (entry.vassalage === VN_LOTTERY_PROVIDER) return withGameCode('/vnLottery', gameCode);
  if (entry.vassalage === SEA_LOTTERY_PROVIDER) return withGameCode('/seaLottery', gameCode);
  if (isLotteryCode(entry.vassalage) || isLotteryCode(entry.gameType)) return withGameCode('/lottery', gameCode);
  return null;
}

/**
 * Where a lottery menu entry (category LOTT or ELOTT) goes: decided by its first vendor's provider. A vendor of a
 * lottery category is a lottery vendor whatever its own game type says, so the category stands in for it; an
 * entry with no vendor has no lottery page (the menu hides it anyway).
 */
export function lotteryEntryPath(category: string, vendors: readonly LotteryEntry[]): string | null {
  const first = vendors[0];
  if (!first || !isLotteryCode(category)) return null;
  return lotteryPath({ vassalage: first.vassalage, gameType: category });
}
