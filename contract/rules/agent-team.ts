// The register centre's and downline management's plain rules (issue 14), shared by the site and the server's
// schemas (contract/agent-team/agent-team.ts): what a new downline or a link may be, and the lengths of what an agent types.

/** What a registration makes of the new account: a member (type 0) or a sub-agent (type 41). */
export const DOWNLINE_ACCOUNT_TYPES = ['member', 'agent'] as const;
export type DownlineAccountType = (typeof DOWNLINE_ACCOUNT_TYPES)[number];

/** How long an invitation link registers: for good, a day, a week, 30 days or a year. */
export const LINK_EXPIRIES = ['permanent', '1d', '7d', '30d', '1y'] as const;
export type LinkExpiry = (typeof LINK_EXPIRIES)[number];

/** The two tabs of downline management. */
export const SUBORDINATE_TYPES = ['agent', 'player'] as const;

export const REMARK_MAX = 60;
export const MESSAGE_TITLE_MAX = 60;
export const MESSAGE_BODY_MAX = 500;
export const CHANNEL_MAX = 32;
