// A promotion application on the real pages (issue 40, src/machines/shared/site-map.ts): a new member (one application
// per promotion and member, so each walk registers one through the site's own call) opens /promotions and presses
// "Apply" on "Live casino winning streak", writes a remark, chooses images and sends it; the client refuses an empty or
// too long remark and a file that is no png or jpg by its name, the server one that is not by its bytes. The operator
// approves or rejects it (`npm run ops -- promotions approve|reject`), and the open page follows through the live
// stream; an approved one is claimed. Not walked: a visitor's, a trial player's or another type's card (other
// inputs, walked on the actor by `npm run paths -- promotionApplication`), and a refusal of a lost session.
import { expect, type Page } from '@playwright/test';
import { promotionApplicationMachine } from './promotion-application.machine.ts';
import type { CardState, PromotionApplicationContext } from './promotion-application.types.ts';
import type { SiteMap, SiteWorld } from '../shared/site-map.ts';
import { english } from '../shared/english.site.ts';
import { newMember } from '../shared/site-member.ts';
import { paths } from '../../domain/paths.ts';
import { DEMO_PROMOTIONS } from '../../../server/promotions/promotions-seed.ts';

const PROMOTION = DEMO_PROMOTIONS.find((p) => p.code === 'LIVESTREAK')!;
const TITLE = PROMOTION.title;
const REASON = 'No screenshot of the eighth win';

/** A 1×1 PNG, a real image by its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The files a walk chooses: the bytes the page is given, and what the browser tells the actor of them. */
const UPLOADS = {
  'win.png': { mimeType: 'image/png', buffer: PNG },
  // Named and typed as a png: only the server, reading its bytes, refuses it.
  'fake.png': { mimeType: 'image/png', buffer: Buffer.from('this is not an image') },
  'notes.txt': { mimeType: 'text/plain', buffer: Buffer.from('eight wins in a row') },
} as const;
type UploadName = keyof typeof UPLOADS;
const chosen = (name: UploadName) => ({ name, type: UPLOADS[name].mimeType, size: UPLOADS[name].buffer.length }) as unknown as File;

const REMARK = 'Eight banker wins in a row at table 3';
const TOO_LONG = 'x'.repeat(141);

/** The member each walk registered (the operator's review finds its application by it). */
const walker = new WeakMap<Page, string>();

const card = (page: Page) => page.getByRole('article', { name: TITLE });
/** The card's own action (it carries the status it shows), not its "Details". */
const action = (page: Page) => card(page).locator('button[data-status]');
const form = (page: Page) => page.getByRole('form', { name: english('promotions.form.name', { title: TITLE }) });
const context = (snapshot: { context: unknown }) => snapshot.context as PromotionApplicationContext;

/** A state that shows the card's action with the words of a status, enabled or not, and no apply form. */
const button = (status: CardState['status'], enabled: boolean) => ({
  shows: `the card's "${english(`promotions.status.${status}`)}" ${enabled ? 'enabled' : 'disabled'}, and no apply form`,
  check: async (page: Page) => {
    await expect(form(page)).toHaveCount(0);
    await expect(action(page)).toHaveText(english(`promotions.status.${status}`));
    if (enabled) await expect(action(page)).toBeEnabled();
    else await expect(action(page)).toBeDisabled();
  },
});

/** What the form says of a problem, as the page words it (promotion-card-parts.tsx). */
function problemWords(c: PromotionApplicationContext): string | null {
  if (!c.problem) return null;
  const text = english(`promotions.errors.${c.problem.code}`);
  return c.problem.fileName ? `${text} (${c.problem.fileName})` : text;
}

const problemKey = (c: PromotionApplicationContext) => (c.problem ? `${c.problem.code}:${c.problem.fileName ?? ''}` : null);

async function review(page: Page, world: SiteWorld, approve: boolean): Promise<void> {
  const account = walker.get(page)!;
  const line = (await world.ops('promotions', 'applications')).split('\n').find((l) => l.includes(` ${account} `));
  if (!line) throw new Error(`No application of ${account} waits for review`);
  const entryId = line.trim().split(/\s+/)[0]!;
  await (approve ? world.ops('promotions', 'approve', entryId) : world.ops('promotions', 'reject', entryId, REASON));
}

export const promotionApplicationSite: SiteMap<typeof promotionApplicationMachine> = {
  machine: promotionApplicationMachine,
  name: 'promotionApplication',
  announcements: 'quiet',
  input: { card: { id: 0, type: 'APPLY', status: 'apply', rewardId: null }, viewer: 'member' },
  open: {
    does: `register a new member and open /promotions signed in as it, at "${TITLE}"`,
    act: async (page, world) => {
      const { account, token } = await newMember(world, 'promo');
      walker.set(page, account);
      await page.goto(`${world.url}${paths.promotions()}?token=${encodeURIComponent(token)}`);
    },
  },
  states: {
    deciding: 'passing',
    joining: 'passing',
    submitting: 'passing',
    claiming: 'passing',
    unavailable: button('closed', false),
    needsLogin: button('apply', true),
    elsewhere: button('go', true),
    joinable: button('join', true),
    joined: button('joined', false),
    applyable: button('apply', true),
    awaitingReview: button('applying', false),
    rejected: button('rejected', false),
    claimable: button('claim', true),
    claimed: button('claimed', false),
    editing: {
      shows: 'the apply form with the remark as typed, the images chosen, and what is wrong when something is',
      check: async (page, state) => {
        const c = context(state);
        await expect(form(page).getByLabel('Remark')).toHaveValue(c.remark);
        const list = form(page).getByRole('list', { name: english('promotions.form.chosen') });
        if (c.files.length > 0) await expect(list.getByRole('listitem')).toHaveCount(c.files.length);
        else await expect(list).toHaveCount(0);
        const words = problemWords(c);
        if (words) await expect(form(page).getByRole('alert')).toHaveText(words);
        else await expect(form(page).getByRole('alert')).toHaveCount(0);
      },
    },
  },
  events: [
    { type: 'promotion.act' },
    { type: 'apply.remark', remark: REMARK },
    { type: 'apply.remark', remark: TOO_LONG },
    { type: 'apply.files', files: [chosen('win.png')] },
    { type: 'apply.files', files: [chosen('fake.png')] },
    { type: 'apply.files', files: [chosen('notes.txt')] },
    { type: 'apply.submit' },
    { type: 'apply.cancel' },
    // The operator's review: the world's doing, which the page learns of through the live stream.
    { type: 'promotion.sync', card: { id: 0, type: 'APPLY', status: 'claim', rewardId: 1 } },
    { type: 'promotion.sync', card: { id: 0, type: 'APPLY', status: 'rejected', rewardId: null } },
  ],
  actions: {
    'promotion.act': { does: () => "press the card's action button", act: (page) => action(page).click() },
    'apply.remark': {
      does: (e) => (e.remark.length > 60 ? `type a remark of ${e.remark.length} characters` : `type the remark "${e.remark}"`),
      act: (page, e) => form(page).getByLabel('Remark').fill(e.remark),
    },
    'apply.files': {
      does: (e) => `choose ${e.files.map((f) => f.name).join(', ')} as the images`,
      act: (page, e) =>
        form(page)
          .getByLabel(english('promotions.form.images'))
          .setInputFiles(e.files.map((f) => ({ name: f.name, ...UPLOADS[f.name as UploadName] }))),
    },
    'apply.submit': { does: () => 'press "Send application"', act: (page) => form(page).getByRole('button', { name: 'Send application' }).click() },
    'apply.cancel': { does: () => 'press "Cancel"', act: (page) => form(page).getByRole('button', { name: 'Cancel' }).click() },
    'promotion.sync': {
      does: (e) => (e.card.status === 'claim' ? 'the operator approves the application' : `the operator rejects the application ("${REASON}")`),
      act: (page, e, world) => review(page, world, e.card.status === 'claim'),
    },
  },
  offered: {
    'apply.remark': (snapshot, e) => context(snapshot).remark !== e.remark,
    'apply.files': (snapshot, e) =>
      context(snapshot)
        .files.map((f) => f.name)
        .join() !== e.files.map((f) => f.name).join(),
    // The operator reviews an application that waits.
    'promotion.sync': (snapshot) => snapshot.matches('awaitingReview'),
  },
  world: {
    applyPromotion: (snapshot) =>
      context(snapshot).files.some((f) => f.name === 'fake.png')
        ? {
            type: 'xstate.error.actor.applyPromotion',
            error: Object.assign(new Error('promotion.image.invalid'), { errorCode: 'promotion.image.invalid', message: 'Only png or jpg images' }),
          }
        : { type: 'xstate.done.actor.applyPromotion', output: { promotionId: 0, status: 'applying' } },
    claimReward: () => ({ type: 'xstate.done.actor.claimReward', output: { rewardId: 1, amount: PROMOTION.bonus!, turnoverRequired: PROMOTION.bonus! } }),
  },
  // The form's every refusal, each with its own words (the client's names the file, the server's not).
  statesKey: (c: PromotionApplicationContext) => problemKey(c),
  contextKey: (c: PromotionApplicationContext) => ({ status: c.card.status, remark: c.remark, files: c.files.map((f) => f.name), problem: problemKey(c) }),
};
