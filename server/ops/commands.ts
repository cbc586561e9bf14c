// Operator commands. The same functions run in the CLI against PostgreSQL, or inside the running server when it
// holds the embedded database (the CLI then reaches it through the operator socket).
import fs from 'node:fs';
import path from 'node:path';
import { desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { members, outbox, regionBlocks, whitelabelModules } from '../db/schema.ts';
import { isMovable, type Deps } from '../deps.ts';
import { createSession } from '../session/sessions.ts';
import { writeSetting } from '../system/system-status.ts';
import { setGameMaintenance } from '../games/game-launch.ts';
import { issueRewards } from '../rewards/service.ts';
import { promotions } from '../db/schema-economy.ts';
import { JobRunner } from '../jobs/runner.ts';
import { platformJobs } from '../jobs/platform-jobs.ts';
import { decideDispute, openDisputes, proofsOf } from '../withdrawal/disputes.ts';
import { payPart, recentWithdrawals, rejectWithdrawal } from '../withdrawal/payouts.ts';
import { processPendingPayouts } from '../withdrawal/demo-payouts.ts';
import { settleOverdue } from '../withdrawal/withdrawal-status.ts';
import { setVipLevel, upgradeDue } from '../vip/service.ts';
import { parseRates, setAgentRates } from '../agent-contracts/operator-rates.ts';
import { contractCommands } from '../agent-contracts/ops.ts';
import { referralCommands } from '../referral/ops.ts';
import { pointCommands } from '../points/ops.ts';
import { contentCommands } from '../content/ops.ts';
import { feedbackCommands } from '../content/feedback-ops.ts';
import { protectionCommands } from '../protection/ops.ts';
import { raffleCommands } from '../raffle/ops.ts';
import { missionCommands } from '../missions/ops.ts';
import { marksNow, publishSince } from '../live/job-hints.ts';
import { publishHint } from '../live/publish.ts';
import { applicationImages, applications, approveApplication, rejectApplication } from '../promotions/service.ts';
import { toDecimal, toCentavos } from '../ledger/amounts.ts';
import { ledgerViolations } from '../ledger/checks.ts';
import { Refusal } from '../shared/refusal.ts';
import { OperatorError } from '../shared/operator-error.ts';

/** What a command may use besides deps: the running server's job runner, when it runs inside the server. */
export interface OpsContext {
  jobs?: Pick<JobRunner, 'runDue'>;
}

/** The due jobs, by the server's runner or, from the CLI on PostgreSQL, by one of its own (claims are in the database). */
async function runDueJobs(deps: Deps, ctx: OpsContext): Promise<string> {
  const reports = await (ctx.jobs ?? new JobRunner(deps, platformJobs(deps.config))).runDue();
  if (!reports.length) return 'No job was due.';
  return reports.map((r) => `${r.job} ${r.period.from.toISOString()}: ${r.ok ? r.outcome || 'done' : `failed: ${r.outcome}`}`).join('\n');
}

/** A refusal of the withdrawal rules is the operator's usage error, not a crash. */
async function payoutCommand(run: () => Promise<string>): Promise<string> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Refusal) throw new OperatorError(err.message);
    throw err;
  }
}

const money = (centavos: number) => toDecimal(centavos).toFixed(2);
const positiveId = z.number().int().positive().max(2_147_483_647);

const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'an ISO date-time such as 2026-12-01T10:00:00+08:00');
const ip = z.union([z.ipv4(), z.ipv6()]);

/** A reviewed application changes the member's card and sends a message: an open promotions page and the unread badge follow. */
function toldOfReview(deps: Deps, memberId: number): void {
  publishHint(deps, memberId, 'promotions', {});
  publishHint(deps, memberId, 'messages', {});
}

export const opsCommands = {
  'maintenance-on': {
    usage: 'maintenance on [--until <ISO date-time>]',
    args: z.strictObject({ until: isoDate.optional() }),
    async run(deps: Deps, a: { until?: string }) {
      const endTime = a.until ? new Date(a.until).toISOString() : null;
      await writeSetting(deps.db, 'maintenance', { enabled: true, endTime }, deps.clock.now());
      return `Maintenance is on${endTime ? ` until ${endTime}` : ''}.`;
    },
  },
  'maintenance-off': {
    usage: 'maintenance off',
    args: z.strictObject({}),
    async run(deps: Deps) {
      await writeSetting(deps.db, 'maintenance', { enabled: false, endTime: null }, deps.clock.now());
      return 'Maintenance is off.';
    },
  },
  'region-block': {
    usage: 'region block <ip>',
    args: z.strictObject({ ip }),
    async run(deps: Deps, a: { ip: string }) {
      await deps.db.insert(regionBlocks).values({ ip: a.ip, createdAt: deps.clock.now() }).onConflictDoNothing();
      return `Visitors from ${a.ip} now see the region-block page.`;
    },
  },
  'region-unblock': {
    usage: 'region unblock <ip>',
    args: z.strictObject({ ip }),
    async run(deps: Deps, a: { ip: string }) {
      const gone = await deps.db.delete(regionBlocks).where(eq(regionBlocks.ip, a.ip)).returning();
      return gone.length ? `${a.ip} is no longer blocked.` : `${a.ip} was not blocked.`;
    },
  },
  'clock-show': {
    usage: "clock show   (the server's time, which a demo server's clock advance may have moved)",
    args: z.strictObject({}),
    async run(deps: Deps) {
      return `The server's clock reads ${deps.clock.now().toISOString()}.`;
    },
  },
  'clock-advance': {
    usage: 'clock advance <minutes>   (a running demo server only: moves its clock forward)',
    args: z.strictObject({
      minutes: z
        .number()
        .int()
        .min(1)
        .max(7 * 24 * 60),
    }),
    async run(deps: Deps, a: { minutes: number }, ctx: OpsContext) {
      if (!deps.config.demoMode || !isMovable(deps.clock))
        throw new OperatorError("Only a running demo server's clock can be moved (DEMO_MODE, on the embedded database or with OPS_SOCKET=1)");
      deps.clock.advance(a.minutes * 60_000);
      // The jobs the new time makes due run now, so payouts and deadlines show at the next look.
      return `The server's clock now reads ${deps.clock.now().toISOString()}.\n${await runDueJobs(deps, ctx)}`;
    },
  },
  'ledger-check': {
    usage: 'ledger check   (counts each ledger invariant broken; all must be 0, e.g. on a restored backup)',
    args: z.strictObject({}),
    async run(deps: Deps) {
      const found = await ledgerViolations(deps.db);
      const broken = Object.entries(found).filter(([, n]) => n > 0);
      const lines = Object.entries(found).map(([name, n]) => `${name}: ${n}`);
      if (broken.length) throw new OperatorError(`The ledger breaks ${broken.length} invariant(s):\n${lines.join('\n')}`);
      return `The ledger holds every invariant:\n${lines.join('\n')}`;
    },
  },
  'jobs-run': {
    usage: 'jobs run   (runs every job period that is due and not yet done)',
    args: z.strictObject({}),
    run: (deps: Deps, _a: unknown, ctx: OpsContext) => runDueJobs(deps, ctx),
  },
  'game-maintenance': {
    usage: 'game maintenance on|off <nodeId | VASSALAGE | VASSALAGE:GAMETYPE>',
    args: z.strictObject({
      target: z.string().regex(/^(\d+|[A-Za-z0-9_]+(:[A-Za-z]+)?)$/, 'a game nodeId, a provider code or PROVIDER:GAMETYPE'),
      enabled: z.boolean(),
    }),
    async run(deps: Deps, a: { target: string; enabled: boolean }) {
      const changed = await setGameMaintenance(deps.db, a.target, a.enabled);
      if (!changed) throw new OperatorError(`No game or vendor ${a.target}.`);
      return `${a.target} is ${a.enabled ? 'under maintenance: launches answer "Game maintenance"' : 'open again'} (${changed} ${changed === 1 ? 'entry' : 'entries'}).`;
    },
  },
  'flag-set': {
    usage: 'flag <MODID> on|off',
    args: z.strictObject({ modId: z.string().regex(/^[A-Z0-9_]+$/), enabled: z.boolean() }),
    async run(deps: Deps, a: { modId: string; enabled: boolean }) {
      const rows = await deps.db.update(whitelabelModules).set({ enabled: a.enabled }).where(eq(whitelabelModules.modId, a.modId)).returning();
      if (!rows.length) throw new OperatorError(`No whitelabel module ${a.modId}.`);
      return `${a.modId} is ${a.enabled ? 'on' : 'off'}.`;
    },
  },
  token: {
    usage: 'token <account>',
    args: z.strictObject({ account: z.string().min(1).max(64) }),
    async run(deps: Deps, a: { account: string }) {
      const [member] = await deps.db.select().from(members).where(eq(members.account, a.account));
      if (!member) throw new OperatorError(`No account ${a.account}.`);
      return createSession(deps, member.id, { firstLogin: member.firstTimeLogin });
    },
  },
  'agent-rates': {
    usage: "agent-rates <account> <TYPE=rate%,...>   (an agent's rebate series, e.g. RNG=1.5,LIVE=0.8; other types stay)",
    args: z.strictObject({ account: z.string().min(1).max(64), rates: z.string().min(1).max(300) }),
    async run(deps: Deps, a: { account: string; rates: string }) {
      const rates = parseRates(a.rates);
      if (typeof rates === 'string') throw new OperatorError(rates);
      const refusal = await setAgentRates(deps.db, a.account, rates);
      if (refusal) throw new OperatorError(refusal);
      return `${a.account}'s rebate series: ${[...rates].map(([t, bp]) => `${t} ${(bp / 100).toFixed(2)}%`).join(', ')}.`;
    },
  },
  outbox: {
    usage: 'outbox [--limit N]',
    args: z.strictObject({ limit: z.number().int().min(1).max(500).optional() }),
    async run(deps: Deps, a: { limit?: number }) {
      const rows = await deps.db
        .select()
        .from(outbox)
        .orderBy(desc(outbox.id))
        .limit(a.limit ?? 20);
      if (!rows.length) return 'The outbox is empty.';
      return rows.map((r) => `${r.createdAt.toISOString()}  ${r.channel.padEnd(5)} ${r.recipient.padEnd(20)} ${r.body}`).join('\n');
    },
  },
  'reward-issue': {
    usage: 'reward issue <account> <amount> [--title T] [--turnover N] [--expires-in <minutes>]   (a MANUAL reward to claim in the reward centre)',
    args: z.strictObject({
      account: z.string().min(1).max(64),
      amount: z.number().positive().max(1e7),
      title: z.string().trim().min(1).max(120).optional(),
      turnover: z.number().int().min(0).max(100).optional(),
      expiresIn: z
        .number()
        .int()
        .min(1)
        .max(366 * 24 * 60)
        .optional(),
    }),
    async run(deps: Deps, a: { account: string; amount: number; title?: string; turnover?: number; expiresIn?: number }) {
      const [member] = await deps.db.select().from(members).where(eq(members.account, a.account));
      if (!member) throw new OperatorError(`No account ${a.account}.`);
      const now = deps.clock.now();
      const expiresAt = a.expiresIn ? new Date(now.getTime() + a.expiresIn * 60_000) : null;
      const key = `manual:${member.id}:${now.getTime()}:${deps.random.bytes(4).toString('hex')}`;
      const title = a.title ?? 'Bonus from the operator';
      const [id] = await issueRewards(deps.db, now, [
        { key, memberId: member.id, type: 'MANUAL', title, amount: toCentavos(a.amount), turnoverMultiple: a.turnover ?? 0, expiresAt },
      ]);
      return `Reward ${id} issued to ${member.account}: ${money(toCentavos(a.amount))}, turnover ${a.turnover ?? 0}x, ${expiresAt ? `claimable until ${expiresAt.toISOString()}` : 'no expiry'}.`;
    },
  },
  'withdrawal-list': {
    usage: 'withdrawal list [--limit N]',
    args: z.strictObject({ limit: z.number().int().min(1).max(500).optional() }),
    async run(deps: Deps, a: { limit?: number }) {
      await settleOverdue(deps.db, deps.clock.now());
      const rows = await recentWithdrawals(deps.db, a.limit ?? 20);
      if (!rows.length) return 'No withdrawals.';
      return rows
        .map(
          ({ w, account }) =>
            `${String(w.id).padStart(5)}  ${w.orderNo}  ${account.padEnd(16)} ${money(w.amount).padStart(12)}  ${w.status.padEnd(9)} ${w.payee}  ${w.createdAt.toISOString()}`,
        )
        .join('\n');
    },
  },
  'withdrawal-pay': {
    usage: 'withdrawal pay <id> <amount>',
    args: z.strictObject({ id: positiveId, amount: z.number().positive().max(1e9) }),
    run: (deps: Deps, a: { id: number; amount: number }) =>
      payoutCommand(async () => {
        const { part, w } = await payPart(deps, a.id, toCentavos(a.amount));
        return `Paid part ${part.seq} (part id ${part.id}) of withdrawal ${w.id}: ${money(part.amount)}; the member has until ${part.confirmBy.toISOString()} to answer.`;
      }),
  },
  'withdrawal-reject': {
    usage: 'withdrawal reject <id>',
    args: z.strictObject({ id: positiveId }),
    run: (deps: Deps, a: { id: number }) =>
      payoutCommand(async () => {
        const { returned, w } = await rejectWithdrawal(deps, a.id);
        return `Withdrawal ${w.id} is rejected; ${money(returned)} went back to the member's balance.`;
      }),
  },
  'withdrawal-process': {
    usage: 'withdrawal process',
    args: z.strictObject({}),
    run: (deps: Deps) =>
      payoutCommand(async () => {
        const paid = await processPendingPayouts(deps);
        return paid.length
          ? `The demo payout processor paid ${paid.length} withdrawal(s) in two parts each: ${paid.map((w) => w.id).join(', ')}.`
          : 'No pending withdrawals.';
      }),
  },
  'withdrawal-sweep': {
    usage: 'withdrawal sweep   (the withdrawal-deadlines job does it every minute)',
    args: z.strictObject({}),
    async run(deps: Deps) {
      const n = await settleOverdue(deps.db, deps.clock.now());
      return `${n} part(s) past their deadline now count as received.`;
    },
  },
  'wallet-mode': {
    usage: 'wallet mode single|transfer',
    args: z.strictObject({ isSingle: z.boolean() }),
    async run(deps: Deps, a: { isSingle: boolean }) {
      await writeSetting(deps.db, 'merchant.wallet', { isSingle: a.isSingle }, deps.clock.now());
      return a.isSingle ? 'Members now have a single wallet.' : 'Members now have transfer wallets per provider beside the main wallet.';
    },
  },
  'transfer-upline': {
    usage: 'transfer upline on|off',
    args: z.strictObject({ enabled: z.boolean() }),
    async run(deps: Deps, a: { enabled: boolean }) {
      await writeSetting(deps.db, 'wallet.transferUpline', { enabled: a.enabled }, deps.clock.now());
      return `Transfers to the member's agent are ${a.enabled ? 'allowed' : 'off'}.`;
    },
  },
  'dispute-list': {
    usage: 'dispute list',
    args: z.strictObject({}),
    async run(deps: Deps) {
      const rows = await openDisputes(deps.db);
      if (!rows.length) return 'The dispute queue is empty.';
      return rows
        .map(
          ({ part, w, account }) =>
            `part ${String(part.id).padStart(5)}  withdrawal ${w.id} (${w.orderNo}) part ${part.seq}  ${account.padEnd(16)} ${money(part.amount).padStart(12)}  reported ${part.confirmedAt?.toISOString() ?? ''}`,
        )
        .join('\n');
    },
  },
  'dispute-proofs': {
    usage: 'dispute proofs <partId> --out <folder>',
    args: z.strictObject({ partId: positiveId, out: z.string().min(1).max(500) }),
    async run(deps: Deps, a: { partId: number; out: string }) {
      const proofs = await proofsOf(deps.db, a.partId);
      if (!proofs.length) return `Part ${a.partId} has no proof images.`;
      const folder = path.resolve(a.out);
      fs.mkdirSync(folder, { recursive: true });
      return proofs
        .map((p, i) => {
          const file = path.join(folder, `part-${a.partId}-proof-${i + 1}.${p.mime === 'image/png' ? 'png' : 'jpg'}`);
          fs.writeFileSync(file, p.bytes);
          return `${file}  ${p.mime}  ${p.size} bytes`;
        })
        .join('\n');
    },
  },
  'dispute-refund': {
    usage: 'dispute refund <partId>',
    args: z.strictObject({ partId: positiveId }),
    run: (deps: Deps, a: { partId: number }) =>
      payoutCommand(async () => {
        const { part, w } = await decideDispute(deps, a.partId, 'refunded');
        return `Part ${part.id} of withdrawal ${w.id} is refunded: ${money(part.amount)} went back to the member's balance.`;
      }),
  },
  'dispute-reject': {
    usage: 'dispute reject <partId>',
    args: z.strictObject({ partId: positiveId }),
    run: (deps: Deps, a: { partId: number }) =>
      payoutCommand(async () => {
        const { part, w } = await decideDispute(deps, a.partId, 'rejected');
        return `The dispute of part ${part.id} of withdrawal ${w.id} is rejected: the payout stands.`;
      }),
  },
  'vip-set': {
    usage: 'vip set <account> <level>   (no upgrade bonus; a lower level restarts the totals that count toward upgrades)',
    args: z.strictObject({ account: z.string().min(1).max(64), level: z.number().int().min(0).max(1000) }),
    async run(deps: Deps, a: { account: string; level: number }) {
      const { fromLevel, toLevel } = await setVipLevel(deps.db, deps.clock.now(), a.account, a.level);
      return fromLevel === toLevel ? `${a.account} is already at VIP level ${toLevel}.` : `${a.account} moved from VIP level ${fromLevel} to ${toLevel}.`;
    },
  },
  'vip-check': {
    usage: 'vip check   (raises every member whose totals reach a higher level now, with their upgrade bonuses)',
    args: z.strictObject({}),
    async run(deps: Deps) {
      const { upgraded, rewards } = await upgradeDue(deps.db, deps.clock.now());
      if (!upgraded.length) return 'No member reached a higher VIP level.';
      const accounts = new Map(
        (
          await deps.db
            .select({ id: members.id, account: members.account })
            .from(members)
            .where(
              inArray(
                members.id,
                upgraded.map((u) => u.memberId),
              ),
            )
        ).map((m) => [m.id, m.account]),
      );
      return `${upgraded.length} member(s) upgraded, ${rewards} upgrade bonus(es) issued to claim in the reward centre:\n${upgraded
        .map((u) => `  ${accounts.get(u.memberId) ?? u.memberId}: VIP ${u.fromLevel} -> VIP ${u.toLevel}`)
        .join('\n')}`;
    },
  },
  'promotion-applications': {
    usage: 'promotions applications [--all]   (waiting for review; --all: decided ones too)',
    args: z.strictObject({ all: z.boolean().optional() }),
    async run(deps: Deps, a: { all?: boolean }) {
      const rows = await applications(deps.db, a.all ?? false, 200);
      if (!rows.length) return a.all ? 'No applications.' : 'No application is waiting for review.';
      return rows
        .map(
          ({ entry, promotion, account, images }) =>
            `${String(entry.id).padStart(5)}  ${promotion.code.padEnd(12)} ${account.padEnd(16)} ${entry.status.padEnd(9)} ${String(images)} image(s)  ${entry.createdAt.toISOString()}  ${JSON.stringify(entry.remark)}${entry.reviewNote ? `  note: ${JSON.stringify(entry.reviewNote)}` : ''}`,
        )
        .join('\n');
    },
  },
  'promotion-approve': {
    usage: 'promotions approve <entryId>',
    args: z.strictObject({ entryId: positiveId }),
    async run(deps: Deps, a: { entryId: number }) {
      const { entry, promotion, reward } = await approveApplication(deps.db, deps.clock.now(), a.entryId, deps.config.merchant.currencySymbol);
      toldOfReview(deps, entry.memberId);
      return `Application ${a.entryId} (${promotion.code}) is approved: reward ${reward.id} of ${money(reward.amount)} waits for the member's claim until ${reward.expiresAt?.toISOString()}.`;
    },
  },
  'promotion-turnover': {
    usage:
      'promotions turnover <code> <multiple>   (the valid bets its rewards ask before a withdrawal, as a multiple of the bonus; rewards issued from now on)',
    args: z.strictObject({ code: z.string().trim().min(1).max(64), multiple: z.number().int().min(0).max(100) }),
    async run(deps: Deps, a: { code: string; multiple: number }) {
      const [row] = await deps.db
        .update(promotions)
        .set({ turnoverMultiple: a.multiple })
        .where(eq(promotions.code, a.code))
        .returning({ code: promotions.code });
      if (!row) throw new OperatorError(`There is no promotion ${a.code}.`);
      return `Rewards of ${row.code} issued from now on ask for ${a.multiple}x their bonus in valid bets before a withdrawal.`;
    },
  },
  'promotion-reject': {
    usage: 'promotions reject <entryId> [reason]',
    args: z.strictObject({ entryId: positiveId, reason: z.string().trim().min(1).max(500).optional() }),
    async run(deps: Deps, a: { entryId: number; reason?: string }) {
      const { entry, promotion } = await rejectApplication(deps.db, deps.clock.now(), a.entryId, a.reason ?? null);
      toldOfReview(deps, entry.memberId);
      return `Application ${a.entryId} (${promotion.code}) is rejected${a.reason ? `: ${a.reason}` : ''}; the member is told.`;
    },
  },
  'promotion-images': {
    usage: 'promotions images <entryId> <folder>',
    args: z.strictObject({ entryId: positiveId, out: z.string().min(1).max(500) }),
    async run(deps: Deps, a: { entryId: number; out: string }) {
      const images = await applicationImages(deps.db, a.entryId);
      if (!images.length) return `Application ${a.entryId} has no images.`;
      const folder = path.resolve(a.out);
      fs.mkdirSync(folder, { recursive: true });
      return images
        .map((img, i) => {
          const file = path.join(folder, `application-${a.entryId}-image-${i + 1}.${img.mime === 'image/png' ? 'png' : 'jpg'}`);
          fs.writeFileSync(file, img.bytes);
          return `${file}  ${img.mime}  ${img.size} bytes`;
        })
        .join('\n');
    },
  },
  ...contractCommands,
  ...referralCommands,
  ...pointCommands,
  ...contentCommands,
  ...feedbackCommands,
  ...protectionCommands,
  ...raffleCommands,
  ...missionCommands,
} as const;

export type OpsCommandName = keyof typeof opsCommands;

export async function runOpsCommand(deps: Deps, name: string, args: unknown, ctx: OpsContext = {}): Promise<string> {
  if (!Object.hasOwn(opsCommands, name)) throw new OperatorError(`Unknown command ${name}.`);
  const command = opsCommands[name as OpsCommandName];
  const parsed = command.args.safeParse(args);
  if (!parsed.success)
    throw new OperatorError(
      `Usage: npm run ops -- ${command.usage}\n${parsed.error.issues.map((i) => `${i.path.join('.') || 'argument'}: ${i.message}`).join('\n')}`,
    );
  // Through a server's socket the command runs with the server's bus: the members it paid or changed hear of it
  // as they hear of a job's run (server/live/job-hints.ts). The CLI's own process has no bus.
  const marks = deps.live ? await marksNow(deps.db) : null;
  const out = await (command.run as (d: Deps, a: unknown, c: OpsContext) => Promise<string>)(deps, parsed.data, ctx);
  if (marks) await publishSince(deps, marks).catch(() => 0);
  return out;
}
