// The operator's points mall commands (issue 15, docs/loyalty.md §points mall): list the redemptions and decide one
// in process, once (approve: the held points and cash go to the house and a MONEY good pays out; reject: points,
// cash and stock come back).
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { decideRedemption, type Decision } from './decide-redemption.ts';
import { redemptionViews, redemptionsFor } from './redemptions.ts';
import { REDEMPTION_STATUSES, type RedemptionStatus } from '../../contract/points/points.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { Refusal } from '../shared/refusal.ts';
import { OperatorError } from '../shared/operator-error.ts';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const STATUS_NAMES = { P: 'In Process', A: 'Approved', R: 'Rejected' } as const;

async function decide(deps: Deps, redemptionId: number, decision: Decision, note?: string): Promise<string> {
  try {
    const r = await decideRedemption(deps, redemptionId, decision, note ?? '');
    const cash = r.money ? ` and ${toDecimal(r.money).toFixed(2)} cash` : '';
    return decision === 'approve'
      ? `Redemption ${r.id} is approved: ${toDecimal(r.points)} points${cash} went to the house.`
      : `Redemption ${r.id} is rejected: ${toDecimal(r.points)} points${cash} and ${r.quantity} in stock came back.`;
  } catch (err) {
    if (err instanceof Refusal) throw new OperatorError(`${err.code}: ${err.message}`);
    throw err;
  }
}

export const pointCommands = {
  'point-redemptions': {
    usage: "point-redemptions [--status P|A|R]   (the points mall's redemptions, newest first)",
    args: z.strictObject({ status: z.enum(REDEMPTION_STATUSES).optional() }),
    async run(deps: Deps, a: { status?: RedemptionStatus }) {
      const rows = await redemptionsFor(deps.db, a.status);
      if (!rows.length) return 'No redemptions.';
      const views = await redemptionViews(deps.db, rows);
      return views
        .map((v, i) => {
          const where = rows[i]!.delivery ? `  deliver to ${Object.values(rows[i]!.delivery!).join(', ')}` : '';
          const price = `${v.points} points${v.money ? ` + ${v.money.toFixed(2)}` : ''}`;
          return `${v.id}  ${STATUS_NAMES[v.status]}  member ${rows[i]!.memberId}  ${v.quantity} x ${v.goodsName}  ${price}  ${v.createdAt}${where}`;
        })
        .join('\n');
    },
  },
  'point-approve': {
    usage: 'point-approve <id>   (approve a redemption in process)',
    args: z.strictObject({ id }),
    run: (deps: Deps, a: { id: number }) => decide(deps, a.id, 'approve'),
  },
  'point-reject': {
    usage: 'point-reject <id> [note]   (reject a redemption in process: everything comes back)',
    args: z.strictObject({ id, note: z.string().min(1).max(200).optional() }),
    run: (deps: Deps, a: { id: number; note?: string }) => decide(deps, a.id, 'reject', a.note),
  },
} as const;
