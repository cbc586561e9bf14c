// The operator's contract commands (issue 14, docs/agents.md §contracts): the platform offers a top-level agent a
// contract (the platform is the upline of those), decides or asks to end one, and lists an agent's contracts.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { members } from '../db/schema.ts';
import { CONTRACT_KINDS, type ContractKind, type Tier } from '../../contract/rules/agent-contracts.ts';
import { contractsOf, contractViewOf, offerContract } from './contracts.ts';
import { decideContract, requestTermination } from './contract-decisions.ts';
import { toTier, type StoredTier } from '../../contract/rules/agent-contracts.ts';
import { Refusal } from '../shared/refusal.ts';
import { OperatorError } from '../shared/operator-error.ts';

/** `1000:0:0.5,50000:3:1.0`: volume:activeMembers:rate[:winRate] per tier. */
export function parseTiers(text: string): Tier[] {
  return text.split(',').map((part) => {
    const [volume, activeMembers, rate, winRate, ...rest] = part.split(':').map(Number);
    if (rest.length || [volume, activeMembers, rate].some((n) => n === undefined || Number.isNaN(n)) || Number.isNaN(winRate)) {
      throw new OperatorError(`A tier is volume:activeMembers:rate[:winRate], not "${part}".`);
    }
    return { volume: volume!, activeMembers: activeMembers!, rate: rate!, ...(winRate === undefined ? {} : { winRate }) };
  });
}

const tiersText = (tiers: readonly StoredTier[]) =>
  tiers.map((t) => [t.volume / 100, t.activeMembers, toTier(t).rate, ...(t.winRateBp === undefined ? [] : [t.winRateBp / 100])].join(':')).join(',');

async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Refusal) throw new OperatorError(`${err.code}: ${err.message}`);
    throw err;
  }
}

const contractId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const contractCommands = {
  'contract-offer': {
    usage:
      "contract-offer <account> <kind: daily|hourly|realtime|dividend> [period: D|W|H|M for dividend, H|BH for hourly] <tiers like 1000:0:0.5,50000:3:1.0 (volume:activeMembers:rate[:winRate])>   (the platform's offer to a top-level agent)",
    args: z.strictObject({
      account: z.string().min(1).max(64),
      kind: z.enum(CONTRACT_KINDS),
      period: z.string().max(2).optional(),
      tiers: z.string().min(1).max(500),
    }),
    run: (deps: Deps, a: { account: string; kind: ContractKind; period?: string; tiers: string }) =>
      run(async () => {
        const id = await offerContract(deps.db, deps.clock.now(), null, {
          account: a.account,
          kind: a.kind,
          period: a.period ?? '',
          tiers: parseTiers(a.tiers),
        });
        return `Contract ${id} (${a.kind}) is offered to ${a.account}; it waits for the agent's answer.`;
      }),
  },
  'contract-list': {
    usage: 'contract-list <account>   (the contracts the agent holds and gave, any status)',
    args: z.strictObject({ account: z.string().min(1).max(64) }),
    async run(deps: Deps, a: { account: string }) {
      const [m] = await deps.db.select({ id: members.id }).from(members).where(eq(members.account, a.account));
      if (!m) throw new OperatorError(`No account ${a.account}.`);
      const rows = await contractsOf(deps.db, m.id);
      if (!rows.length) return `${a.account} holds and gave no contracts.`;
      return rows
        .map((r) =>
          [
            String(r.id).padStart(5),
            r.kind.padEnd(8),
            r.status,
            (r.period || '-').padEnd(2),
            `${r.uplineAccount ?? 'platform'} -> ${r.agentAccount}`,
            tiersText(r.tiers),
            r.endReason ?? '',
            r.terminationBy ? `termination asked by ${r.terminationBy}` : '',
          ]
            .join('  ')
            .trimEnd(),
        )
        .join('\n');
    },
  },
  'contract-decide': {
    usage: "contract-decide <id> <C|A>   (the platform's answer to a top-level agent's termination request: C ends it, A keeps it)",
    args: z.strictObject({ id: contractId, status: z.enum(['A', 'C']) }),
    run: (deps: Deps, a: { id: number; status: 'A' | 'C' }) =>
      run(async () => {
        const { contract } = await decideContract(deps.db, deps.clock.now(), 'platform', a.id, a.status);
        return `Contract ${contract.id} of ${contract.agent} is now ${contract.status}.`;
      }),
  },
  'contract-terminate': {
    usage: 'contract-terminate <id>   (the platform asks to end a contract it gave; the agent decides)',
    args: z.strictObject({ id: contractId }),
    run: (deps: Deps, a: { id: number }) =>
      run(async () => {
        await requestTermination(deps.db, deps.clock.now(), 'platform', a.id);
        const c = await contractViewOf(deps.db, a.id, null);
        return `Contract ${c.id} of ${c.agent}: termination asked; it waits for the agent's answer.`;
      }),
  },
} as const;
