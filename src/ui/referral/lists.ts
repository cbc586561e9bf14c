// The choices the referral page offers (the contract's lists are zod values, which stay on the server).
import type { InviteeStatus, ReferralStream } from '../../../contract/referral/referral.ts';

export const STATUSES = ['R', 'A', 'F', 'M'] as const satisfies readonly InviteeStatus[];
export const STREAMS = ['invitation', 'achievement', 'depositRebate', 'betRebate', 'tier'] as const satisfies readonly ReferralStream[];
