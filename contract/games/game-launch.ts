// Game launch and recent games (docs/product.md §4 Game launch, §7 Games).
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { gameList } from '../catalogue/catalogue.ts';
import { nodeIdSchema } from './node-id.ts';

/** POST /wps/game/launchGame: start one game (or a provider's lobby) for the signed-in real account. */
export const launchGameBody = z.strictObject({
  vassalage: z.string().trim().min(1).max(32),
  gameType: z.string().trim().min(1).max(16),
  gameCode: z.string().trim().min(1).max(64).optional(),
  nodeId: nodeIdSchema.optional(),
  /** E-sports and cockfight have their own launch path at the vendors (docs/product.md §2). */
  channel: z.enum(['game', 'esports', 'cockfight']).default('game'),
});

export type LaunchGameBody = z.input<typeof launchGameBody>;

/** The game's address on one of the server's launch CDNs. */
export const launchGameValue = z.object({ url: z.string() });
export type LaunchGameValue = z.infer<typeof launchGameValue>;

/**
 * Free play (play money) of one game, for anyone; the same game naming as launchGame. A POST: it opens a play-money
 * session at the vendor.
 */
export const gameLaunchFBBody = z.strictObject({
  vassalage: z.string().trim().min(1).max(32),
  gameType: z.string().trim().min(1).max(16).optional(),
  gameCode: z.string().trim().min(1).max(64).optional(),
  nodeId: nodeIdSchema.optional(),
  language: z.string().max(8).optional(),
});

export type GameLaunchFBBody = z.input<typeof gameLaunchFBBody>;

/** The member's last launched games, newest first, in value.list (catalogue Game shape). */
export const recentGamesQuery = z.strictObject({
  limitNum: z.coerce.number().int().min(1).max(50).optional(),
  language: z.string().max(8).optional(),
});

const tag = 'games';
const launchErrors = { 'game.not.found': 404, 'game.maintenance': 200 } as const;

export const launchCalls = {
  launchGame: {
    tag,
    summary: 'Starts a game for a real account: value.url is the game page on a random launch CDN',
    description:
      'By nodeId, or vassalage + gameCode; a provider entry without gameCode starts its lobby or first game of gameType. ' +
      'The launch is recorded in the recent games; the url carries a short-lived token for the vendor.',
    body: launchGameBody,
    value: launchGameValue,
    errors: launchErrors,
  },
  launchFreeGame: {
    tag,
    summary: 'Free play of a game with play money that never touches the wallet: value.url (behind FREEPLAY3)',
    description: 'Same game naming as launchGame; no login needed.',
    body: gameLaunchFBBody,
    value: launchGameValue,
    errors: { ...launchErrors, 'function.not.available': 200 },
  },
  recentGames: { tag, summary: "The member's recently launched games, newest first, in value.list", query: recentGamesQuery, value: gameList },
} as const satisfies CallTable;
