import { z } from 'zod';
import { nodeIdSchema } from './node-id.ts';

/** POST /wps/game/launchGame: start one game (or a provider's lobby) for the signed-in real account. */
export const launchGameBody = z.strictObject({
  vassalage: z.string().trim().min(1).max(32),
  gameType: z.string().trim().min(1).max(16),
  gameCode: z.string().trim().min(1).max(64).optional(),
  nodeId: nodeIdSchema.optional(),
  /** E-sports and cockfight have their own launch path at the vendors (spec §2). */
  channel: z.enum(['game', 'esports', 'cockfight']).default('game'),
});

export type LaunchGameBody = z.input<typeof launchGameBody>;

export interface LaunchGameValue {
  /** The game's address on one of the server's launch CDNs. */
  url: string;
}

/** GET /wps/relay/GCS_gameLaunchFB: free play (play money) of one game, for anyone; the same game naming as launchGame. */
export const gameLaunchFBQuery = z.strictObject({
  vassalage: z.string().trim().min(1).max(32),
  gameType: z.string().trim().min(1).max(16).optional(),
  gameCode: z.string().trim().min(1).max(64).optional(),
  nodeId: nodeIdSchema.optional(),
  language: z.string().max(8).optional(),
});

export type GameLaunchFBQuery = z.input<typeof gameLaunchFBQuery>;

/** GET /wps/relay/GCS_recentGame: the member's last launched games, newest first, in value.list (catalogue Game shape). */
export const recentGamesQuery = z.strictObject({
  limitNum: z.coerce.number().int().min(1).max(50).optional(),
  language: z.string().max(8).optional(),
});
