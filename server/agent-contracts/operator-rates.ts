// The operator's side of the rebate series (npm run ops -- agent-rates): a top agent gets its rates from the
// platform; a sub-agent's are still bounded by its upline's own (docs/agents.md, agent rebate).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { agentRates } from '../db/schema-agents.ts';
import { ratesOf } from '../agent-team/register-downline.ts';
import { roleOf } from '../../contract/rules/member-type.ts';
import { GAME_TYPES, type GameType } from '../../contract/catalogue/catalogue.ts';

/** `RNG=1.5,LIVE=0.8` to rates in basis points; a message for what is wrong. */
export function parseRates(text: string): Map<GameType, number> | string {
  const out = new Map<GameType, number>();
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [type, value] = part.split('=').map((s) => s.trim().replace(/%$/, ''));
    if (!(GAME_TYPES as readonly string[]).includes(type ?? '')) return `Unknown game type ${type} (one of ${GAME_TYPES.join(', ')}).`;
    const rate = Number(value);
    if (!value || !Number.isFinite(rate) || rate < 0 || rate > 100 || Math.abs(Math.round(rate * 100) - rate * 100) > 1e-6)
      return `${type}: a percentage from 0 to 100 with at most 2 decimals.`;
    out.set(type as GameType, Math.round(rate * 100));
  }
  return out.size ? out : 'Give at least one TYPE=rate%.';
}

/** Sets the given types of the agent's series (others stay); a message for a refusal, else null. */
export async function setAgentRates(db: Db, account: string, rates: Map<GameType, number>): Promise<string | null> {
  const [agent] = await db
    .select()
    .from(members)
    .where(eq(sql`lower(${members.account})`, account.toLowerCase()));
  if (!agent || roleOf(agent.type) !== 'agent') return `No agent ${account}.`;
  if (agent.parentId !== null) {
    const upline = new Map((await ratesOf(db, agent.parentId)).map((r) => [r.gameType, Math.round(r.rate * 100)]));
    for (const [type, bp] of rates) if (bp > (upline.get(type) ?? 0)) return `${type}: at most the upline's ${((upline.get(type) ?? 0) / 100).toFixed(2)}%.`;
  }
  for (const [gameType, rateBp] of rates)
    await db
      .insert(agentRates)
      .values({ memberId: agent.id, gameType, rateBp })
      .onConflictDoUpdate({ target: [agentRates.memberId, agentRates.gameType], set: { rateBp } });
  return null;
}
