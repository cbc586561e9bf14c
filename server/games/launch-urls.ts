// The addresses a launch answers: the vendor's game page behind one of the launch CDNs, opened with the member's
// game token (real money) or with a fun session of the demo vendor (free play, no member and no money).
import type { Deps } from '../deps.ts';
import type { GameServer } from '../vendor/game-server.ts';
import { vendorGameUrl } from '../vendor/routes.ts';
import type { LaunchGameValue } from '../../contract/games/game-launch.ts';
import { launchableGame, launchBase, launchForMember, type LaunchTarget } from './game-launch.ts';

/** A real-money launch (launchForMember's rules): the game page with the member's token. */
export async function launchGameUrl(deps: Deps, memberId: number, target: LaunchTarget): Promise<LaunchGameValue> {
  const game = await launchForMember(deps, memberId, target);
  return { url: `${launchBase(deps)}${vendorGameUrl(game.nodeId, { token: game.token })}` };
}

/** A free-play launch of a launchable game: the game page with a fun session the demo vendor opens for it. */
export async function launchFreeGameUrl(
  deps: Pick<Deps, 'db' | 'config' | 'random'>,
  vendor: Pick<GameServer, 'createFunSession'>,
  target: LaunchTarget,
): Promise<LaunchGameValue> {
  const game = await launchableGame(deps.db, target);
  const fun = await vendor.createFunSession(game.nodeId);
  return { url: `${launchBase(deps)}${vendorGameUrl(game.nodeId, { fun })}` };
}
