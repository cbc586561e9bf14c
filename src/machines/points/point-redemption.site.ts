// Redeeming a good of the points mall on the real pages (issue 40, src/machines/shared/site-map.ts): down02 on /pointMall
// presses "Redeem GCash ₱50 load voucher" (a voucher: no delivery step), chooses the quantity, goes on to the payment
// password and redeems; a wrong password is refused by the server and the step asks again. Each walk first gives
// down02 its payment password (once) and, when its points run short, converts cash to points, through the real calls.
// Not walked: a physical good's delivery step, points plus cash, and a failure that is no refusal (a dropped
// connection), which the actor walks (`npm run paths -- pointRedemption`).
import { expect, type Page } from '@playwright/test';
import { pointRedemptionMachine } from './point-redemption.machine.ts';
import type { GoodsItem, PointRedemptionContext } from './point-redemption.types.ts';
import type { SiteMap } from '../shared/site-map.ts';
import { english } from '../shared/english.site.ts';
import { DEMO_GOODS } from '../../../server/points/mall-seed.ts';
import { isPaymentPassword } from '../../../contract/rules/payment-password.ts';
import { paths } from '../../domain/paths.ts';

const ACCOUNT = 'down02';
const PAYMENT_PASSWORD = '246810';
const VOUCHER = DEMO_GOODS.find((g) => g.code === 'GCASHLOAD50')!;
const PRICE = VOUCHER.pricePoints! / 100;
/** The most a walk redeems: the largest quantity it chooses. */
const MOST = 2;
/** The voucher as the page gives it to the actor (its id is the page's; the walk finds the good by its name). */
const goods: GoodsItem = { id: 0, physical: false, points: true, pointsAndCash: false, stock: VOUCHER.stock };

const name = VOUCHER.name;
const dialog = (page: Page) => page.getByRole('dialog', { name: `Redeem ${name}` });
const context = (snapshot: { context: unknown }) => snapshot.context as PointRedemptionContext;
const points = (n: number) => n.toLocaleString('en-US');
/** A text of the page whose # stands for any whole number. */
const withNumber = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('#', '\\d+')}$`);

export const pointRedemptionSite: SiteMap<typeof pointRedemptionMachine> = {
  machine: pointRedemptionMachine,
  name: 'pointRedemption',
  announcements: 'quiet',
  input: { viewer: 'member' },
  open: {
    does: `with ${ACCOUNT}'s payment password set and points for ${MOST} vouchers, open /pointMall signed in`,
    act: async (page, world) => {
      const token = (await world.ops('token', ACCOUNT)).trim();
      // Refused once it is set: then it is.
      await world.call(token, 'setPaymentPassword', { paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD }).catch(() => undefined);
      const { point } = await world.call(token, 'pointBalance');
      // Cash converts at 10 points a peso.
      if (point < MOST * PRICE) await world.call(token, 'convertPoints', { amount: (MOST * PRICE) / 10, paymentPassword: PAYMENT_PASSWORD });
      await page.goto(`${world.url}${paths.pointMall()}?token=${encodeURIComponent(token)}`);
      await expect(page.getByRole('button', { name: `Redeem ${name}` })).toBeEnabled();
    },
  },
  states: {
    idle: {
      shows: `the goods with "Redeem ${name}", and no redeem dialog`,
      check: async (page) => {
        await expect(dialog(page)).toHaveCount(0);
        await expect(page.getByRole('button', { name: `Redeem ${name}` })).toBeVisible();
      },
    },
    terms: {
      shows: 'the dialog\'s "Quantity" with the quantity typed, and the range it must be in when it is outside',
      check: async (page, state) => {
        const c = context(state);
        await expect(dialog(page).getByLabel('Quantity')).toHaveValue(Number.isNaN(c.quantity) ? '' : String(c.quantity));
        // The stock shown is the server's, less what walks before have redeemed.
        const range = dialog(page).getByText(withNumber(english('pointMall.redeem.quantityRange', { max: '#' })));
        await expect(range).toHaveCount(c.quantity >= 1 && c.quantity <= VOUCHER.stock ? 0 : 1);
      },
    },
    delivery: { shows: 'the delivery details', check: (page) => expect(dialog(page).getByLabel('Recipient name')).toBeVisible() },
    password: {
      shows: 'what is redeemed for how many points, "Payment password", and the server\'s refusal when it gave one',
      check: async (page, state) => {
        const c = context(state);
        const cost = english('pointMall.price.points', { points: points(PRICE * c.quantity) });
        await expect(dialog(page).getByText(english('pointMall.redeem.confirm', { quantity: c.quantity, name, cost }))).toBeVisible();
        await expect(dialog(page).getByLabel('Payment password')).toHaveValue(c.password);
        if (c.problem) await expect(dialog(page).getByRole('alert')).toContainText(english(`errors.${c.problem.code}`));
        else await expect(dialog(page).getByRole('alert')).toHaveCount(0);
      },
    },
    submitting: 'passing',
    failed: { shows: 'the reason and "Retry"', check: (page) => expect(dialog(page).getByRole('button', { name: 'Retry' })).toBeVisible() },
    held: {
      shows: 'that the redemption is in process, with the quantity and the points held',
      check: async (page, state) => {
        const c = context(state);
        const held = english('pointMall.redeem.held', { id: '#', quantity: c.quantity, name, points: points(PRICE * c.quantity) });
        await expect(dialog(page).getByRole('status')).toHaveText(withNumber(held));
      },
    },
  },
  events: [
    { type: 'redeem.choose', goods },
    { type: 'redeem.quantity', quantity: MOST },
    { type: 'redeem.quantity', quantity: 0 },
    { type: 'redeem.next' },
    { type: 'redeem.back' },
    { type: 'redeem.password', password: PAYMENT_PASSWORD },
    { type: 'redeem.password', password: '999999' },
    { type: 'redeem.submit' },
    { type: 'redeem.close' },
  ],
  actions: {
    'redeem.choose': { does: () => `press "Redeem ${name}"`, act: (page) => page.getByRole('button', { name: `Redeem ${name}` }).click() },
    'redeem.quantity': { does: (e) => `type ${e.quantity} as the quantity`, act: (page, e) => dialog(page).getByLabel('Quantity').fill(String(e.quantity)) },
    'redeem.next': { does: () => 'press "Next"', act: (page) => dialog(page).getByRole('button', { name: 'Next' }).click() },
    'redeem.back': { does: () => 'press "Back"', act: (page) => dialog(page).getByRole('button', { name: 'Back' }).click() },
    'redeem.password': {
      does: (e) => `type "${e.password}" as the payment password`,
      act: (page, e) => dialog(page).getByLabel('Payment password').fill(e.password),
    },
    'redeem.submit': { does: () => 'press "Redeem"', act: (page) => dialog(page).getByRole('button', { name: 'Redeem', exact: true }).click() },
    'redeem.close': { does: () => 'close the dialog', act: (page) => dialog(page).getByRole('button', { name: 'Close', exact: true }).first().click() },
  },
  offered: {
    // Redeem is enabled only with six digits; Next does nothing with a quantity out of range.
    'redeem.submit': (snapshot) => isPaymentPassword(context(snapshot).password),
    'redeem.next': (snapshot) => context(snapshot).quantity >= 1,
    'redeem.quantity': (snapshot, e) => context(snapshot).quantity !== e.quantity,
    'redeem.password': (snapshot, e) => context(snapshot).password !== e.password,
  },
  world: {
    redeemPoints: (snapshot) => {
      const c = context(snapshot);
      if (c.password !== PAYMENT_PASSWORD)
        return {
          type: 'xstate.error.actor.redeemPoints',
          error: Object.assign(new Error('paymentPassword.incorrect'), {
            errorCode: 'paymentPassword.incorrect',
            message: 'The payment password is incorrect',
            value: { attemptsLeft: 4 },
          }),
        };
      const view = {
        id: 1,
        goodsId: 0,
        goodsName: name,
        goodsType: 'VOUCHER',
        imageUrl: '',
        quantity: c.quantity,
        redeemType: 'P',
        points: PRICE * c.quantity,
      };
      return { type: 'xstate.done.actor.redeemPoints', output: { ...view, money: 0, status: 'P', note: '', createdAt: '', decidedAt: null } };
    },
  },
  statesKey: (c: PointRedemptionContext) => c.problem?.code ?? null,
  contextKey: (c: PointRedemptionContext) => ({ chosen: c.goods !== null, quantity: c.quantity, password: c.password, problem: c.problem?.code ?? null }),
};
