// Hints for the caller's own other pages and tabs (server/live/): a call that changes something of the signed-in
// member publishes, once it has been answered (its transaction committed), the kinds it changed. What others change
// for a member (a vendor's win, a provider's deposit callback, an operator's payout, an agent's message or offer) is
// published where it commits instead (server/live/publish.ts).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { CallName } from '../../contract/routes.ts';
import type { HintKind } from '../../contract/live/live.ts';
import { memberBalance } from '../ledger/accounts.ts';
import { publishBalance } from './publish.ts';

/** The calls that change the caller's read models, and which. `balance` is read after the call and sent. */
export const CALLER_HINTS: Partial<Record<CallName, readonly HintKind[]>> = {
  walletTransfer: ['balance'],
  transferUpline: ['balance'],
  createDepositOrder: ['deposit'],
  withdraw: ['withdrawal', 'balance'],
  confirmReceived: ['withdrawal'],
  confirmAllReceived: ['withdrawal'],
  confirmNotReceived: ['withdrawal'],
  message: ['messages'],
  readAllMessages: ['messages'],
  claimReward: ['rewards', 'balance'],
  claimAllRewards: ['rewards', 'balance'],
  claimLoginPromotion: ['rewards', 'balance'],
  claimRegisterPromotion: ['rewards', 'balance'],
  claimMission: ['rewards', 'balance'],
  rebateDisburse: ['rewards', 'balance'],
  claimRaffle: ['raffle', 'rewards', 'balance'],
  claimTicket: ['raffle', 'rewards', 'balance'],
  redeemPoints: ['rewards', 'balance'],
  convertPoints: ['rewards', 'balance'],
};

export const callerHintsPlugin = fp(async (app: FastifyInstance) => {
  const deps = app.deps;
  app.addHook('onResponse', async (request, reply) => {
    const call = request.routeOptions.config.call as CallName | undefined;
    const kinds = call ? CALLER_HINTS[call] : undefined;
    // A refusal answers 200 too: a hint then costs a refetch of what did not change, never a wrong value.
    if (!kinds || reply.statusCode !== 200 || !request.member) return;
    const memberId = request.member.id;
    for (const kind of kinds) {
      if (kind === 'balance') publishBalance(deps, memberId, await memberBalance(deps.db, memberId));
      else deps.live?.publish(memberId, kind, {});
    }
  });
});
