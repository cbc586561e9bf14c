// The register centre and downline management of the agent centre (issue 14, docs/agents.md): registering a direct
// downline (member or agent with its rebate series), invitation links, and the agent's actions on its DIRECT
// downlines (details, remark, message, login block, transfer). Rates travel as percent with 2 places.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { accountName } from '../agent-centre/agent-common.ts';
import { GAME_TYPES } from '../catalogue/catalogue.ts';
import { moneyAmount, pageFields, pageOf } from '../records/records.ts';
import { CHANNEL_MAX, DOWNLINE_ACCOUNT_TYPES, LINK_EXPIRIES, MESSAGE_BODY_MAX, MESSAGE_TITLE_MAX, REMARK_MAX, SUBORDINATE_TYPES } from '../rules/agent-team.ts';

const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most 2 decimal places');

/** One rate of a rebate series: the share (percent) of the team's valid bet of this game type. */
export const gameRate = z.object({ gameType: z.enum(GAME_TYPES), rate: percent });
export type GameRate = z.infer<typeof gameRate>;

/** GET /wps/agent/downline: what the register form needs (the agent's own series bounds every rate it gives). */
export const registerCentreInfo = z.object({ rates: z.array(gameRate) });
export type RegisterCentreInfo = z.infer<typeof registerCentreInfo>;

/** PUT /wps/agent/downline (sealed). rates only for an agent; a game type left out is 0. */
export const registerDownlineBody = z.strictObject({
  accountType: z.enum(DOWNLINE_ACCOUNT_TYPES),
  username: z.string().max(100),
  password: z.string().max(100),
  nickname: z.string().trim().max(32).optional(),
  rates: z.array(gameRate).max(GAME_TYPES.length).optional(),
});
export type RegisterDownlineRequest = z.infer<typeof registerDownlineBody>;
export const registerDownlineValue = z.object({ account: z.string(), type: z.number().int() });

export const agentLink = z.object({
  id: z.number().int(),
  code: z.string(),
  channel: z.string(),
  accountType: z.enum(DOWNLINE_ACCOUNT_TYPES),
  /** ISO date-time; null: permanent. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(['normal', 'expired']),
  /** Accounts registered through it. */
  registrations: z.number().int(),
});
export type AgentLink = z.infer<typeof agentLink>;

export const agentLinksQuery = z.strictObject({ ...pageFields });
export const agentLinkPage = pageOf(agentLink);
export const createAgentLinkBody = z.strictObject({
  expiry: z.enum(LINK_EXPIRIES),
  channel: z.string().trim().max(CHANNEL_MAX),
  accountType: z.enum(DOWNLINE_ACCOUNT_TYPES),
});
export type CreateAgentLinkRequest = z.infer<typeof createAgentLinkBody>;
export const deleteAgentLinkQuery = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const downlinesQuery = z.strictObject({ ...pageFields, subordinateType: z.enum(SUBORDINATE_TYPES), account: accountName.optional() });
export type DownlinesQuery = z.infer<typeof downlinesQuery>;

export const downlineRow = z.object({
  account: z.string(),
  remark: z.string(),
  /** Everyone below it (agents only; 0 for players). */
  teamSize: z.number().int(),
  balance: z.number(),
  /** Its team's wallets, itself not counted (agents only). */
  teamBalance: z.number(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  status: z.enum(['normal', 'blocked']),
});
export type DownlineRow = z.infer<typeof downlineRow>;
export const downlinePage = pageOf(downlineRow);
export type DownlinePage = z.infer<typeof downlinePage>;

export const downlineQuery = z.strictObject({ account: accountName });
export const downlineDetail = downlineRow.extend({
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  vipLevel: z.number().int(),
  /** The agent's rebate series (empty for a player). */
  rates: z.array(gameRate),
});
export type DownlineDetail = z.infer<typeof downlineDetail>;

export const remarkBody = z.strictObject({ account: accountName, remark: z.string().trim().max(REMARK_MAX) });
export const downlineMessageBody = z.strictObject({
  account: accountName,
  title: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
  content: z.string().trim().min(1).max(MESSAGE_BODY_MAX),
});
export const downlineLoginBody = z.strictObject({ account: accountName, blocked: z.boolean() });

const requestId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
export const downlineTransferBody = z.strictObject({ account: accountName, amount: moneyAmount, paymentPassword: z.string().min(1).max(100), requestId });
export type DownlineTransferRequest = z.infer<typeof downlineTransferBody>;
export const downlineTransferValue = z.object({ account: z.string(), amount: z.number(), balance: z.number(), downlineBalance: z.number() });
export type DownlineTransferValue = z.infer<typeof downlineTransferValue>;

const tag = 'agent';
const notDirect = { 'agent.notDirectDownline': 200 } as const;

export const agentTeamCalls = {
  registerCentreInfo: { tag, summary: "The register centre's bounds: the agent's own rebate series", value: registerCentreInfo },
  registerDownline: {
    tag,
    summary: 'Register a direct downline (member type 0, or agent type 41 with its rebate series) (encrypted)',
    description:
      "register.invalid carries the username and password problems in value.fields; agent.rate.aboveOwn names the game type and the agent's own rate.",
    body: registerDownlineBody,
    value: registerDownlineValue,
    errors: { 'register.invalid': 400, 'register.username.taken': 200, 'agent.rate.aboveOwn': 200 },
  },
  agentLinks: { tag, summary: "The agent's invitation links with their status and registrations", query: agentLinksQuery, value: agentLinkPage },
  createAgentLink: { tag, summary: 'Create an invitation link (random code)', body: createAgentLinkBody, value: agentLink },
  deleteAgentLink: {
    tag,
    summary: 'Delete an invitation link: its code registers no one any more',
    query: deleteAgentLinkQuery,
    value: z.null(),
    errors: { 'agent.link.unknown': 200 },
  },
  downlines: { tag, summary: "The agent's direct agents or direct players", query: downlinesQuery, value: downlinePage },
  downlineDetail: { tag, summary: 'One direct downline in detail', query: downlineQuery, value: downlineDetail, errors: notDirect },
  setDownlineRemark: { tag, summary: "The agent's note on a direct downline", body: remarkBody, value: z.null(), errors: notDirect },
  messageDownline: { tag, summary: 'Send a platform message to a direct downline', body: downlineMessageBody, value: z.null(), errors: notDirect },
  setDownlineLogin: {
    tag,
    summary: "Block or unblock a direct downline's sign-in (blocking ends its sessions)",
    body: downlineLoginBody,
    value: z.null(),
    errors: notDirect,
  },
  transferToDownline: {
    tag,
    summary: "Transfer from the agent's wallet to a direct downline's (encrypted; payment password)",
    description:
      "A resend with the same requestId moves nothing again. transfer.turnover.pending has value { required, played, remaining }: the agent's " +
      'own bonus under turnover leaves by no path.',
    body: downlineTransferBody,
    value: downlineTransferValue,
    errors: {
      ...notDirect,
      'paymentPassword.unset': 200,
      'paymentPassword.incorrect': 200,
      'paymentPassword.locked': 429,
      'wallet.insufficient.balance': 200,
      'wallet.transfer.conflict': 200,
      'transfer.turnover.pending': 200,
    },
  },
} as const satisfies CallTable;
