// The withdrawal confirmation on the real pages (issue 40, src/machines/shared/site-map.ts): sub01 withdraws ₱100 (or,
// past its six a day, another member), the operator pays it in two parts (₱60 and ₱40, `npm run ops -- withdrawal
// pay`), and the member opens the withdrawal from "My withdrawals" on its withdraw page: for each part "Received" or
// "Not received" with a proof image, or "All received"; or it lets the half hour to answer pass, and the parts count
// as received. Each walk sets up its own withdrawal through the real calls (the payment password and the bank account
// once). The world's views number the parts by their payout (part 1 is the row "Payout 1"), as the page labels them.
// Not walked through the site: failed loads and a lost session (a dropped connection), which the actor walks
// (`npm run paths -- withdrawalConfirmation`).
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { withdrawalConfirmationMachine } from './withdrawal-confirmation.machine.ts';
import type { WithdrawalConfirmationContext, WithdrawalPart, WithdrawalView } from './withdrawal-confirmation.types.ts';
import type { SiteMap, SiteWorld } from '../shared/site-map.ts';
import { english } from '../shared/english.site.ts';
import { installPageClock, letTimePass } from '../shared/site-clock.ts';
import { paths } from '../../domain/paths.ts';

const PAYMENT_PASSWORD = '246810';
const PARTS = [60, 40] as const;
/** The minutes a member has to answer a part (the demo server's), and one more. */
const ANSWER_MINUTES = 30;
/** A 1×1 PNG, a real image by its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The proof as the actor gets it from the file field (the harness tells events apart by JSON, which a File flattens). */
const proof = { name: 'receipt.png', type: 'image/png', size: PNG.length } as unknown as File;

type Status = WithdrawalPart['status'];
const context = (snapshot: { context: unknown }) => snapshot.context as WithdrawalConfirmationContext;
const statusesOf = (snapshot: AnyMachineSnapshot): Status[] => context(snapshot).view?.parts.map((p) => p.status) ?? ['awaiting', 'awaiting'];

/** The withdrawal as the server shows it with these part statuses: only what the machine's guards read is real. */
function viewOf(statuses: readonly Status[]): WithdrawalView {
  const parts = statuses.map((status, i) => ({
    id: i + 1,
    seq: i + 1,
    amount: PARTS[i]!,
    paidAt: '',
    confirmBy: '',
    status,
    confirmedAt: null,
    proofCount: status === 'notReceived' ? 1 : 0,
    dispute: status === 'notReceived' ? ('open' as const) : null,
  }));
  const received = parts.filter((p) => p.status === 'received' || p.status === 'autoReceived').reduce((sum, p) => sum + p.amount, 0);
  const total = PARTS[0] + PARTS[1];
  return {
    ...{ id: 0, orderNo: '', amount: total, status: 'paid', requestedAt: '', payee: '', paidAmount: total, confirmMinutes: ANSWER_MINUTES },
    receivedAmount: received,
    remainingAmount: total - received,
    parts,
  };
}
const loaded = (id: string, statuses: readonly Status[]) => ({ type: `xstate.done.actor.${id}`, output: viewOf(statuses) });

const dialog = (page: Page) => page.getByRole('dialog', { name: /^Withdrawal / });
const row = (page: Page, partId: number) => dialog(page).getByRole('row', { name: `Payout ${partId}` });
const money = (pesos: number) => `₱${pesos.toFixed(2)}`;

/** The parts' statuses and the amounts received and remaining, as the machine's view has them. */
async function viewShown(page: Page, state: AnyMachineSnapshot) {
  const view = context(state).view!;
  for (const part of view.parts) {
    const status = english(`withdraw.partStatus.${part.status}`);
    await expect(row(page, part.id).getByText(part.dispute ? `${status} · ${english(`withdraw.dispute.${part.dispute}`)}` : status)).toBeVisible();
  }
  await expect(dialog(page).getByTestId('withdrawal-received')).toHaveText(money(view.receivedAmount));
  await expect(dialog(page).getByTestId('withdrawal-remaining')).toHaveText(money(view.remainingAmount));
}

/** The members the walks withdraw as, in turn: each may withdraw six times a members' day. */
const ACCOUNTS = ['sub01', 'down02', 'sub02', 'down01'] as const;

/**
 * The first member of ACCOUNTS with a withdrawal left today, with its payment password and bank account (set once),
 * and a new withdrawal of ₱100 it made, paid in two parts: the member's token and the withdrawal's order number.
 */
async function paidWithdrawal(world: SiteWorld): Promise<{ token: string; orderNo: string }> {
  for (const [i, account] of ACCOUNTS.entries()) {
    const token = (await world.ops('token', account)).trim();
    await world.call(token, 'setPaymentPassword', { paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD }).catch(() => undefined);
    const info = await world.call(token, 'withdrawInfo');
    if (info.remainingToday === 0 || info.balance < PARTS[0] + PARTS[1]) continue;
    const bank =
      info.accounts[0] ?? (await world.call(token, 'addBankAccount', { bankCode: 'BDO', accountName: 'Site Walker', accountNumber: `00123456987${i}` }));
    const requestId = `site-walk-${Date.now()}`;
    const withdrawal = await world.call(token, 'withdraw', {
      amount: PARTS[0] + PARTS[1],
      bankAccountId: bank.id,
      paymentPassword: PAYMENT_PASSWORD,
      requestId,
    });
    for (const amount of PARTS) await world.ops('withdrawal', 'pay', String(withdrawal.id), String(amount));
    return { token, orderNo: withdrawal.orderNo };
  }
  throw new Error(`none of ${ACCOUNTS.join(', ')} has a withdrawal left today`);
}

export const withdrawalConfirmationSite: SiteMap<typeof withdrawalConfirmationMachine> = {
  machine: withdrawalConfirmationMachine,
  name: 'withdrawalConfirmation',
  announcements: 'quiet',
  input: { withdrawalId: 0, now: () => 0 },
  open: {
    does: `have a member withdraw ${money(PARTS[0] + PARTS[1])} and the operator pay it as ${PARTS.map(money).join(' and ')}, then open it from "My withdrawals"`,
    act: async (page, world) => {
      const { token, orderNo } = await paidWithdrawal(world);
      await installPageClock(page, world);
      await page.goto(`${world.url}${paths.memberPage('withdraw')}&token=${encodeURIComponent(token)}`);
      await page.getByRole('button', { name: english('withdraw.detailsOf', { orderNo }) }).click();
    },
  },
  states: {
    loading: 'passing',
    retrying: 'passing',
    unavailable: { shows: 'the reason and "Try again"', check: (page) => expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible() },
    'ready.deciding': 'passing',
    'ready.awaiting': {
      shows: 'each part\'s status with "Received" and "Not received" on those awaiting an answer, "All received", and the amounts',
      check: async (page, state) => {
        await viewShown(page, state);
        for (const part of context(state).view!.parts.filter((p) => p.status === 'awaiting'))
          await expect(row(page, part.id).getByRole('button', { name: 'Received', exact: true })).toBeEnabled();
        await expect(dialog(page).getByRole('button', { name: 'All received' })).toBeEnabled();
      },
    },
    'ready.confirmingReceived': 'passing',
    'ready.reportingNotReceived': 'passing',
    'ready.confirmingAllReceived': 'passing',
    'ready.deadlinePassed': 'passing',
    'ready.reloading': 'passing',
    'ready.nothingToAnswer': {
      shows: 'each part\'s status and the amounts, and no "All received"',
      check: async (page, state) => {
        await viewShown(page, state);
        await expect(dialog(page).getByRole('button', { name: 'All received' })).toHaveCount(0);
      },
    },
    'ready.allReceived': {
      shows: 'every part received (or counted as received), nothing remaining, and no "All received"',
      check: async (page, state) => {
        await viewShown(page, state);
        await expect(dialog(page).getByRole('button', { name: 'All received' })).toHaveCount(0);
      },
    },
    sessionLost: { shows: 'the header\'s "Log in"', check: (page) => expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible() },
  },
  events: [
    { type: 'withdrawal.received', partId: 1 },
    { type: 'withdrawal.notReceived', partId: 2, files: [proof] },
    { type: 'withdrawal.allReceived' },
    { type: 'withdrawal.reload' },
  ],
  actions: {
    'withdrawal.received': {
      does: (e) => `press "Received" on "Payout ${e.partId}"`,
      act: (page, e) => row(page, e.partId).getByRole('button', { name: 'Received', exact: true }).click(),
    },
    'withdrawal.notReceived': {
      does: (e) => `press "Not received" on "Payout ${e.partId}", choose a png receipt and press "Send report"`,
      act: async (page, e) => {
        await row(page, e.partId).getByRole('button', { name: 'Not received' }).click();
        await row(page, e.partId)
          .getByLabel(/^Proof images/)
          .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
        await row(page, e.partId).getByRole('button', { name: 'Send report' }).click();
      },
    },
    'withdrawal.allReceived': { does: () => 'press "All received"', act: (page) => dialog(page).getByRole('button', { name: 'All received' }).click() },
    'withdrawal.reload': { does: () => 'press "Refresh"', act: (page) => dialog(page).getByRole('button', { name: 'Refresh' }).click() },
  },
  offered: {
    // Only a part awaiting an answer has its buttons.
    'withdrawal.received': (snapshot, e) => statusesOf(snapshot)[e.partId - 1] === 'awaiting',
    'withdrawal.notReceived': (snapshot, e) => statusesOf(snapshot)[e.partId - 1] === 'awaiting',
  },
  world: {
    // The first load finds both parts awaiting; the load after the deadline finds them counted as received; a reload
    // finds them as they were.
    loadWithdrawal: (snapshot) => {
      if (snapshot.matches('loading')) return loaded('loadWithdrawal', ['awaiting', 'awaiting']);
      const statuses = statusesOf(snapshot);
      if (snapshot.matches({ ready: 'deadlinePassed' }))
        return loaded(
          'loadWithdrawal',
          statuses.map((s) => (s === 'awaiting' ? 'autoReceived' : s)),
        );
      return loaded('loadWithdrawal', statuses);
    },
    confirmReceived: (snapshot) => {
      const partId = context(snapshot).answer!.partId!;
      return loaded(
        'confirmReceived',
        statusesOf(snapshot).map((s, i) => (i === partId - 1 ? 'received' : s)),
      );
    },
    reportNotReceived: (snapshot) => {
      const partId = context(snapshot).answer!.partId!;
      return loaded(
        'reportNotReceived',
        statusesOf(snapshot).map((s, i) => (i === partId - 1 ? 'notReceived' : s)),
      );
    },
    confirmAllReceived: (snapshot) =>
      loaded(
        'confirmAllReceived',
        statusesOf(snapshot).map((s) => (s === 'awaiting' ? 'received' : s)),
      ),
  },
  timers: {
    confirmDeadline: {
      does: `let ${ANSWER_MINUTES} minutes and one more pass`,
      act: (page, world) => letTimePass(page, world, (ANSWER_MINUTES + 1) * 60_000),
      deadline: true,
    },
  },
  contextKey: (c: WithdrawalConfirmationContext) => ({ parts: c.view?.parts.map((p) => p.status) ?? null, error: c.error?.code ?? null }),
};
