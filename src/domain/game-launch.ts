// The game-launch decision (docs/product.md §4 Game launch, §5 "Game launch requires login and a non-trial account"), the logic
// the gameLaunch machine calls. Our reading of the product description, in the order the rules are tried:
//  1. visitor: open the login popup. Trial: the in_need_true_account dialog, nothing launches. Members and agents
//     are real accounts and go on.
//  2. Lottery before anything else ("each with gameCode"): provider TCG_LOTTO_VN -> /vnLottery, TCG_SEA ->
//     /seaLottery, LOTT or ELOTT -> /lottery (see lottery-route.ts), with ?gameCode= when the entry has one. The
//     lottery page hosts its own game menu, so this also holds for a lottery entry marked isGame VASSALAGE.
//  3. ESPORTS and COCKFIGHT start directly through their own launch path (docs/product.md §2: "A cockfight entry starts the
//     game directly", "E-sports and cockfight use a different launch path").
//  4. "Game type RNG goes to gameListCenter. FISH, PVP, LIVE, SPORTS go to their pages." Read literally, no slot
//     card could ever start, so these rules are for vendor entries (a drop-menu vendor tile, which carries no
//     gameCode): RNG -> /rng/<vassalage>/<gameType> (both lower-case) ?vassalage=<VASSALAGE>, the others -> /fish,
//     /pvp, /live, /sports. A specific game (it has a gameCode) of those types falls through to rule 5.
//  5. "Other games start in place, or open a popup game list when isGame equals VASSALAGE": whatever would start
//     in place opens the provider's popup list instead when it is marked VASSALAGE (a provider, not a game).
import { lotteryPath } from './lottery-route.ts';

export type LaunchLoginState = 'visitor' | 'member' | 'trial' | 'agent';

export interface LaunchGame {
  nodeId?: number | string;
  vassalage: string;
  gameCode?: string;
  gameType: string;
  isGame?: string;
}

export interface LaunchInput {
  loginState: LaunchLoginState;
  game: LaunchGame;
}

/** How a start reaches the vendor: the usual game launch, or the e-sports / cockfight launch path. */
export type LaunchChannel = 'game' | 'esports' | 'cockfight';

export type LaunchDecision =
  | { kind: 'login' }
  | { kind: 'trialBlocked' }
  | { kind: 'route'; path: string }
  | { kind: 'vassalageList'; vassalage: string; gameType: string }
  | { kind: 'start'; game: LaunchGame; channel: LaunchChannel };

const TYPE_PAGES: Readonly<Record<string, string>> = { FISH: '/fish', PVP: '/pvp', LIVE: '/live', SPORTS: '/sports' };

/** The game list centre of one provider and game type (docs/product.md §2: path params lower-case, query vassalage). */
export const gameListCenterPath = (vassalage: string, gameType: string) =>
  `/rng/${encodeURIComponent(vassalage.toLowerCase())}/${encodeURIComponent(gameType.toLowerCase())}?vassalage=${encodeURIComponent(vassalage)}`;

export function decideLaunch({ loginState, game }: LaunchInput): LaunchDecision {
  if (loginState === 'visitor') return { kind: 'login' };
  if (loginState === 'trial') return { kind: 'trialBlocked' };

  const gameType = game.gameType.toUpperCase();
  const gameCode = game.gameCode?.trim() || undefined;
  const lottery = lotteryPath({ vassalage: game.vassalage, gameType }, gameCode);
  if (lottery) return { kind: 'route', path: lottery };
  if (gameType === 'ESPORTS') return { kind: 'start', game, channel: 'esports' };
  if (gameType === 'COCKFIGHT') return { kind: 'start', game, channel: 'cockfight' };

  if (!gameCode) {
    if (gameType === 'RNG') return { kind: 'route', path: gameListCenterPath(game.vassalage, gameType) };
    const page = TYPE_PAGES[gameType];
    if (page) return { kind: 'route', path: page };
  }
  if (game.isGame === 'VASSALAGE') return { kind: 'vassalageList', vassalage: game.vassalage, gameType: game.gameType };
  return { kind: 'start', game, channel: 'game' };
}
