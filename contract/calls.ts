// The call table: every call's schemas by name, beside its route in contract/routes.ts. The server registers its
// routes from it; the site imports only the types below (zod stays out of its bundle).
import type { z } from 'zod';
import type { CallName } from './routes.ts';
import type { CallSchema, SharedErrorCode } from './call.ts';
import { agentCentreCalls } from './agent-centre/agent-centre.ts';
import { agentTeamCalls } from './agent-team/agent-team.ts';
import { agentReportCalls } from './agent-reports/agent-reports.ts';
import { agentContractCalls } from './agent-contracts/agent-contract-calls.ts';
import { agentWageCalls } from './agent-contracts/agent-wages.ts';
import { announcementCalls } from './content/announcements.ts';
import { catalogueCalls } from './catalogue/catalogue.ts';
import { contentCalls } from './content/content.ts';
import { depositCalls } from './deposit/deposit.ts';
import { favouriteCalls } from './games/favourites.ts';
import { feedbackCalls } from './content/feedback.ts';
import { launchCalls } from './games/game-launch.ts';
import { liveCalls } from './live/live.ts';
import { lotteryCalls } from './games/lottery.ts';
import { memberCalls } from './account/member.ts';
import { messageCalls } from './messages/messages.ts';
import { missionCalls } from './missions/missions.ts';
import { passwordResetCalls } from './session/password-reset.ts';
import { pointCalls } from './points/points.ts';
import { protectionCalls } from './protection/protection.ts';
import { promotionCalls } from './promotions/promotions.ts';
import { rebateCalls } from './rebates/rebates.ts';
import { raffleCalls } from './raffle/raffle.ts';
import { recordCalls } from './records/records.ts';
import { referralCalls } from './referral/referral.ts';
import { registerCalls } from './registration/register.ts';
import { rewardCalls } from './rewards/rewards.ts';
import { securityCalls } from './account/security.ts';
import { sessionCalls } from './session/session.ts';
import { socialCalls } from './session/social.ts';
import { supportCalls } from './content/support.ts';
import { systemCalls } from './system/system.ts';
import { verificationCalls } from './session/verification.ts';
import { vipCalls } from './vip/vip.ts';
import { walletCalls } from './wallet/transfer.ts';
import { withdrawCalls } from './withdrawal/withdraw.ts';

export const calls = {
  ...agentCentreCalls,
  ...agentTeamCalls,
  ...agentReportCalls,
  ...agentContractCalls,
  ...agentWageCalls,
  ...announcementCalls,
  ...catalogueCalls,
  ...contentCalls,
  ...depositCalls,
  ...favouriteCalls,
  ...feedbackCalls,
  ...launchCalls,
  ...liveCalls,
  ...lotteryCalls,
  ...memberCalls,
  ...messageCalls,
  ...missionCalls,
  ...passwordResetCalls,
  ...pointCalls,
  ...promotionCalls,
  ...protectionCalls,
  ...rebateCalls,
  ...raffleCalls,
  ...recordCalls,
  ...referralCalls,
  ...registerCalls,
  ...rewardCalls,
  ...securityCalls,
  ...sessionCalls,
  ...socialCalls,
  ...supportCalls,
  ...systemCalls,
  ...verificationCalls,
  ...vipCalls,
  ...walletCalls,
  ...withdrawCalls,
} as const satisfies { readonly [N in CallName]: CallSchema };

type Calls = typeof calls;
export type TabledCall = keyof Calls;

/**
 * A schema's input type with what zod coerces (unknown there) taken from its output: what a caller sends. Each
 * member of a union (a discriminated body such as the login's) is mapped on its own, or only shared keys would stay.
 */
type SentOf<I, O> = I extends unknown ? { [K in keyof I]: unknown extends I[K] ? (K extends keyof O ? O[K] : never) : I[K] } : never;
type Sent<S extends z.ZodType> = SentOf<z.input<S>, z.output<S>>;

export type CallQuery<N extends TabledCall> = Calls[N] extends { query: infer S extends z.ZodType } ? Sent<S> : undefined;
export type CallBody<N extends TabledCall> = Calls[N] extends { body: infer S extends z.ZodType } ? Sent<S> : undefined;
export type CallValue<N extends TabledCall> = z.output<Calls[N]['value']>;

/** The error codes call N may answer: its own (its errors' keys) and the shared ones (contract/call.ts sharedErrors). */
export type CallErrorCode<N extends TabledCall> = (Calls[N] extends { errors: infer E } ? keyof E & string : never) | SharedErrorCode;

/** Every code some call lists: what a server Refusal may carry (server/shared/refusal.ts). */
export type RefusalCode = { [N in TabledCall]: Calls[N] extends { errors: infer E } ? keyof E & string : never }[TabledCall] | SharedErrorCode;
