// The register centre's direct registration (docs/agents.md, issue 14): an agent creates a member or a sub-agent
// below itself. Username and password follow the platform's registration rules (the same function as the register
// form); a sub-agent's rebate series is at most the registering agent's own rate per game type.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agentRates } from '../db/schema-agents.ts';
import type { Deps } from '../deps.ts';
import { hashPassword } from '../shared/passwords.ts';
import { insertMember } from '../registration/new-member.ts';
import { freshCode } from '../agent-centre/links.ts';
import { registrationProblems } from '../../contract/rules/registration-rules.ts';
import type { FieldRule } from '../../contract/rules/field-rules.ts';
import { MEMBER_TYPE } from '../../contract/rules/member-type.ts';
import { GAME_TYPES, type GameType } from '../../contract/catalogue/catalogue.ts';
import type { GameRate, RegisterDownlineRequest } from '../../contract/agent-team/agent-team.ts';
import type { DownlineAccountType } from '../../contract/rules/agent-team.ts';
import { Refusal } from '../shared/refusal.ts';

/** An agent registered by an agent is a sub-agent (type 41); a member is type 0 (docs/decisions.md, issue 14). */
export const SUB_AGENT_TYPE = 41;
export const typeForAccount = (accountType: DownlineAccountType) => (accountType === 'agent' ? SUB_AGENT_TYPE : MEMBER_TYPE);

/** The agent's rebate series, every game type present (0 where it has no row). */
export async function ratesOf(db: Db, memberId: number): Promise<GameRate[]> {
  const rows = await db.select().from(agentRates).where(eq(agentRates.memberId, memberId));
  const byType = new Map(rows.map((r) => [r.gameType, r.rateBp]));
  return GAME_TYPES.map((gameType) => ({ gameType, rate: (byType.get(gameType) ?? 0) / 100 }));
}

/** The username and password problems of the platform's registration rules (other fields are the new member's own). */
function credentialProblems(rules: Record<string, FieldRule>, username: string, password: string) {
  const all = registrationProblems(rules, 'username', false, { username, password, confirmPassword: password });
  return Object.fromEntries(Object.entries(all).filter(([field]) => field === 'username' || field === 'password'));
}

export async function registerDownline(
  deps: Pick<Deps, 'clock' | 'config' | 'random'> & { db: Db },
  agent: { id: number; language: string },
  rules: Record<string, FieldRule>,
  req: RegisterDownlineRequest,
) {
  const username = req.username.trim();
  const problems = credentialProblems(rules, username, req.password);
  const first = Object.entries(problems)[0];
  if (first) throw new Refusal('register.invalid', `${first[0]}: ${first[1].key}`, { fields: problems });
  const isAgent = req.accountType === 'agent';
  const given = new Map<GameType, number>((isAgent ? (req.rates ?? []) : []).map((r) => [r.gameType, Math.round(r.rate * 100)]));
  const own = await ratesOf(deps.db, agent.id);
  for (const { gameType, rate } of own) {
    const bp = given.get(gameType) ?? 0;
    if (bp > Math.round(rate * 100))
      throw new Refusal('agent.rate.aboveOwn', `The ${gameType} rate may be at most your own ${rate.toFixed(2)}%`, { gameType, max: rate });
  }
  const type = typeForAccount(req.accountType);
  const created = await insertMember(
    deps,
    {
      account: username,
      nickname: req.nickname?.trim() || username,
      passwordHash: await hashPassword(req.password),
      type,
      parentId: agent.id,
      // A sub-agent can invite at once with a code of its own.
      affiliateCode: isAgent ? await freshCode(deps) : null,
      language: agent.language,
      // Someone else chose the password: the new account changes it at its first sign-in.
      firstTimeLogin: true,
    },
    async (tx, id) => {
      const rows = [...given].filter(([, bp]) => bp > 0).map(([gameType, rateBp]) => ({ memberId: id, gameType, rateBp }));
      if (rows.length) await tx.insert(agentRates).values(rows);
    },
  );
  if (!created) throw new Refusal('register.username.taken', 'This username is already taken');
  return { account: username, type };
}
