// The call table: every call's schemas by name, beside its route in contract/routes.ts. The server registers its
// routes from it; the site imports only the types below (zod stays out of its bundle).
import type { z } from 'zod';
import type { CallName } from './routes.ts';
import type { CallSchema } from './call.ts';
import { agentCentreCalls } from './agent-centre.ts';
import { agentTeamCalls } from './agent-team.ts';
import { agentReportCalls } from './agent-reports.ts';
import { agentContractCalls } from './agent-contract-calls.ts';
import { agentWageCalls } from './agent-wages.ts';
import { announcementCalls } from './announcements.ts';
import { catalogueCalls } from './catalogue.ts';
import { contentCalls } from './content.ts';
import { depositCalls } from './deposit.ts';
import { favouriteCalls } from './favourites.ts';
import { feedbackCalls } from './feedback.ts';
import { launchCalls } from './game-launch.ts';
import { lotteryCalls } from './lottery.ts';
import { memberCalls } from './member.ts';
import { messageCalls } from './messages.ts';
import { missionCalls } from './missions.ts';
import { passwordResetCalls } from './password-reset.ts';
import { pointCalls } from './points.ts';
import { protectionCalls } from './protection.ts';
import { promotionCalls } from './promotions.ts';
import { rebateCalls } from './rebates.ts';
import { raffleCalls } from './raffle.ts';
import { recordCalls } from './records.ts';
import { referralCalls } from './referral.ts';
import { registerCalls } from './register.ts';
import { rewardCalls } from './rewards.ts';
import { securityCalls } from './security.ts';
import { sessionCalls } from './session.ts';
import { supportCalls } from './support.ts';
import { systemCalls } from './system.ts';
import { verificationCalls } from './verification.ts';
import { vipCalls } from './vip.ts';
import { walletCalls } from './transfer.ts';
import { withdrawCalls } from './withdraw.ts';

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
  ...supportCalls,
  ...systemCalls,
  ...verificationCalls,
  ...vipCalls,
  ...walletCalls,
  ...withdrawCalls,
} as const satisfies { readonly [N in CallName]: CallSchema };

type Calls = typeof calls;
export type TabledCall = keyof Calls;

/** A schema's input type with what zod coerces (unknown there) taken from its output: what a caller sends. */
type Sent<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K] ? (K extends keyof z.output<S> ? z.output<S>[K] : never) : z.input<S>[K];
};

export type CallQuery<N extends TabledCall> = Calls[N] extends { query: infer S extends z.ZodType } ? Sent<S> : undefined;
export type CallBody<N extends TabledCall> = Calls[N] extends { body: infer S extends z.ZodType } ? Sent<S> : undefined;
export type CallValue<N extends TabledCall> = z.output<Calls[N]['value']>;
