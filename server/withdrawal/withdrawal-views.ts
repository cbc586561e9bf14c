// What the member reads of their withdrawals: one, a page of them, each with its parts and proof counts. A read
// only computes what it shows (parts past their deadline show as received); the sweep writes it (./jobs.ts).
import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { withdrawalParts, withdrawalProofs, withdrawals } from '../db/schema-wallet.ts';
import type { Deps } from '../deps.ts';
import { pageCount, type Bounds } from '../shared/day-range.ts';
import type { WithdrawalDispute, WithdrawalPart, WithdrawalPartStatus, WithdrawalStatus, WithdrawalView } from '../../contract/withdrawal/withdrawal.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { Refusal } from '../shared/refusal.ts';
import type { PartRow, WithdrawalRow } from './withdrawal-status.ts';

const partStatusAt = (p: PartRow, now: Date): WithdrawalPartStatus =>
  p.status === 'awaiting' && p.confirmBy <= now ? 'autoReceived' : (p.status as WithdrawalPartStatus);

/** The status as the sweep will write it: a read shows parts past their deadline as received before it runs. */
function statusAt(w: WithdrawalRow, parts: PartRow[], now: Date): WithdrawalStatus {
  if (w.status !== 'paid') return w.status as WithdrawalStatus;
  return parts.some((p) => partStatusAt(p, now) === 'awaiting') ? 'paid' : 'completed';
}

export function withdrawalView(w: WithdrawalRow, parts: PartRow[], proofCounts: Map<number, number>, now: Date, confirmMinutes: number): WithdrawalView {
  const partViews: WithdrawalPart[] = parts
    .sort((a, b) => a.seq - b.seq)
    .map((p) => {
      const status = partStatusAt(p, now);
      return {
        id: p.id,
        seq: p.seq,
        amount: toDecimal(p.amount),
        paidAt: p.paidAt.toISOString(),
        confirmBy: p.confirmBy.toISOString(),
        status,
        confirmedAt: status === 'autoReceived' && !p.confirmedAt ? p.confirmBy.toISOString() : (p.confirmedAt?.toISOString() ?? null),
        proofCount: proofCounts.get(p.id) ?? 0,
        dispute: (p.dispute as WithdrawalDispute | null) ?? null,
      };
    });
  const paid = parts.reduce((s, p) => s + p.amount, 0);
  const received = parts.filter((p) => ['received', 'autoReceived'].includes(partStatusAt(p, now))).reduce((s, p) => s + p.amount, 0);
  return {
    id: w.id,
    orderNo: w.orderNo,
    amount: toDecimal(w.amount),
    status: statusAt(w, parts, now),
    requestedAt: w.createdAt.toISOString(),
    payee: w.payee,
    paidAmount: toDecimal(paid),
    receivedAmount: toDecimal(received),
    remainingAmount: toDecimal(w.amount - received),
    confirmMinutes,
    parts: partViews,
  };
}

/** Views of the given withdrawals (their parts and proof counts in two queries). */
export async function viewsOf(db: Db | Tx, rows: WithdrawalRow[], now: Date, confirmMinutes: number): Promise<WithdrawalView[]> {
  if (!rows.length) return [];
  const parts = await db
    .select()
    .from(withdrawalParts)
    .where(
      inArray(
        withdrawalParts.withdrawalId,
        rows.map((r) => r.id),
      ),
    );
  const proofs = parts.length
    ? await db
        .select({ partId: withdrawalProofs.partId, n: count() })
        .from(withdrawalProofs)
        .where(
          inArray(
            withdrawalProofs.partId,
            parts.map((p) => p.id),
          ),
        )
        .groupBy(withdrawalProofs.partId)
    : [];
  const proofCounts = new Map(proofs.map((p) => [p.partId, Number(p.n)]));
  return rows.map((w) =>
    withdrawalView(
      w,
      parts.filter((p) => p.withdrawalId === w.id),
      proofCounts,
      now,
      confirmMinutes,
    ),
  );
}

/** Refused when the member has no withdrawal of that id. */
export async function memberWithdrawal(deps: Pick<Deps, 'db' | 'clock' | 'config'>, memberId: number, id: number): Promise<WithdrawalView> {
  const now = deps.clock.now();
  const [w] = await deps.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId)));
  if (!w) throw new Refusal('withdrawal.unknown', 'No such withdrawal');
  return (await viewsOf(deps.db, [w], now, deps.config.wallet.withdrawalConfirmMinutes))[0]!;
}

export async function withdrawalPage(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  memberId: number,
  range: Bounds,
  status: WithdrawalStatus | undefined,
  pageNum: number,
  pageSize: number,
) {
  const now = deps.clock.now();
  const where = and(
    eq(withdrawals.memberId, memberId),
    gte(withdrawals.createdAt, range.from),
    lt(withdrawals.createdAt, range.to),
    status ? eq(withdrawals.status, status) : undefined,
  );
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(withdrawals).where(where);
  const rows = await deps.db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const content = await viewsOf(deps.db, rows, now, deps.config.wallet.withdrawalConfirmMinutes);
  return { content, total: Number(total), totalPages: pageCount(Number(total), pageSize) };
}
