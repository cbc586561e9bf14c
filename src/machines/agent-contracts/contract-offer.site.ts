// A contract offer on the real pages (issue 40, src/machines/shared/site-map.ts): the platform offers agent01 a daily
// wage contract (`npm run ops -- contract-offer`, each walk a new one that replaces the last still pending), and
// agent01's "Contract requests" dialog, which opens at its sign-in while something waits on it, shows the offer with
// Accept and Reject. Its rate is above every downline's, so accepting warns of nothing. Not walked through the site:
// the downline warning, termination requests and signed contracts (other inputs of the actor: its paths walk them,
// `npm run paths -- contractOffer`), and a refusal.
import { expect, type Page } from '@playwright/test';
import { contractOfferMachine } from './contract-offer.machine.ts';
import type { ContractOfferContext } from './contract-offer.types.ts';
import type { SiteMap } from '../shared/site-map.ts';
import { english } from '../shared/english.site.ts';
import { paths } from '../../domain/paths.ts';

const ACCOUNT = 'agent01';
const TIERS = '1000:0:2.5,50000:3:3.0';

const offer = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Contract requests' })
    .getByRole('listitem')
    .filter({ hasText: english('agentContracts.fromPlatform') });
const button = (page: Page, name: string) => offer(page).getByRole('button', { name, exact: true });
const context = (snapshot: { context: unknown }) => snapshot.context as ContractOfferContext;
/** A step that shows the offer with a button of these words. */
const shows = (name: string) => ({
  shows: `the offer's "${name}"`,
  check: (page: Page) => expect(button(page, name)).toBeVisible(),
});

export const contractOfferSite: SiteMap<typeof contractOfferMachine> = {
  machine: contractOfferMachine,
  name: 'contractOffer',
  announcements: 'quiet',
  input: { contract: { id: 0, kind: 'daily', status: 'P', side: 'agent', terminationBy: null, downlineHigherRate: false } },
  open: {
    does: `have the platform offer ${ACCOUNT} a daily wage contract (${TIERS}), and open the agent centre signed in as ${ACCOUNT}`,
    act: async (page, world) => {
      await world.ops('contract-offer', ACCOUNT, 'daily', TIERS);
      const token = (await world.ops('token', ACCOUNT)).trim();
      await page.goto(`${world.url}${paths.agentHome()}?token=${encodeURIComponent(token)}`);
    },
  },
  states: {
    idle: 'passing',
    reviewingOffer: {
      shows: 'the dialog "Contract requests" with the platform\'s daily wage offer, "Accept" and "Reject"',
      check: async (page) => {
        await expect(offer(page).getByRole('heading')).toHaveText(english('agentContracts.kind.daily'));
        await expect(button(page, 'Accept')).toBeVisible();
        await expect(button(page, 'Reject')).toBeVisible();
      },
    },
    warning: {
      shows: 'the downline warning with "Continue" and "Back"',
      check: (page) => expect(offer(page).getByRole('alert')).toHaveText(english('agentContracts.warning')),
    },
    reviewingTermination: shows('Accept termination'),
    signed: shows('Request termination'),
    confirmingTermination: {
      shows: 'the question whether to ask to end it',
      check: (page) => expect(offer(page).getByText(english('agentContracts.confirmTermination'))).toBeVisible(),
    },
    submitting: 'passing',
    requesting: 'passing',
    done: {
      shows: 'what the decision did ("Contract signed." or "Offer rejected."), and no buttons',
      check: async (page, state) => {
        await expect(offer(page).getByRole('status')).toHaveText(english(`agentContracts.outcome.${context(state).result!.outcome}`));
        await expect(offer(page).getByRole('button')).toHaveCount(0);
      },
    },
    refused: { shows: "the server's reason", check: (page) => expect(offer(page).getByRole('alert')).toBeVisible() },
    awaitingOther: {
      shows: "that it waits for the other side's answer",
      check: (page) => expect(offer(page).getByText(english('agentContracts.waitingOther'))).toBeVisible(),
    },
    closed: { shows: 'the offer with no buttons', check: (page) => expect(offer(page).getByRole('button')).toHaveCount(0) },
  },
  events: [{ type: 'contract.accept' }, { type: 'contract.reject' }],
  actions: {
    'contract.accept': { does: () => 'press "Accept" on the offer', act: (page) => button(page, 'Accept').click() },
    'contract.reject': { does: () => 'press "Reject" on the offer', act: (page) => button(page, 'Reject').click() },
  },
  offered: {},
  world: {
    processContract: (snapshot) => {
      const accepted = context(snapshot).decision === 'A';
      const contract = { status: accepted ? 'A' : 'R', terminationBy: null };
      return { type: 'xstate.done.actor.processContract', output: { contract, endedDownlines: [] } };
    },
  },
  // Both decisions, each with its own words.
  statesKey: (c: ContractOfferContext) => c.result?.outcome ?? null,
  contextKey: (c: ContractOfferContext) => ({ status: c.contract.status, decision: c.decision, outcome: c.result?.outcome ?? null }),
};
