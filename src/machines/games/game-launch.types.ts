import type { LaunchChannel, LaunchGame, LaunchLoginState } from '../../domain/game-launch.ts';
import type { SessionChanged } from '../session/session.types.ts';

export interface GameLaunchContext {
  /** The session's login state, as the session last announced it. */
  role: LaunchLoginState;
  /** The game being launched, or the provider whose popup list is open. */
  game: LaunchGame | null;
  /** An i18n key, or the server's message, when a start failed. */
  error: string | null;
}

/** The events other actors send the game launcher: the session's word on who is signed in. */
export type GameLaunchMessage = SessionChanged;

export type GameLaunchEvent =
  /** Relayed from the session each time it settles: a launch is decided by the latest role. */
  | GameLaunchMessage
  /** Every game card, vendor tile, winner card and banner sends this. */
  | { type: 'game.launch'; game: LaunchGame }
  /** A game card's "Free trial" (docs/product.md §2): the game with play money, for anyone. */
  | { type: 'game.try'; game: LaunchGame }
  /** Closes the trial dialog, the popup list or the failure message. */
  | { type: 'launch.dismiss' };

/** What the launch call needs: the game, and whether it goes through the e-sports or cockfight path. */
export interface LaunchRequest {
  game: LaunchGame;
  channel: LaunchChannel;
}

/** Where the vendor's game runs. */
export interface LaunchedGame {
  url: string;
}
