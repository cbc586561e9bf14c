import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { apiValueAs, peso, playRounds, serverForThisFile, signedPeso, staked } from '../site-server.ts';
import { AGENT_CENTRE_ORDER } from '../../../src/domain/agent-centre.ts';
import en from '../../../src/i18n/locales/en.json' with { type: 'json' };
import type { TeamOverview } from '../../../contract/agent-centre/agent-centre.ts';
import { callPath } from '../call-path.ts';

// The agent centre (issue 14): agent01 signs in on /agent and finds the layout (clock, name, logout, a way back to
// the site), the menu in the spec's order with the shortcuts below it, the announcements for agents, and the team
// overview whose figures and charts follow what its team plays. Logout returns home.
const site = serverForThisFile();

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Agent centre menu' });

test('the layout, the menu in order with its shortcuts, the announcements, and logout', async ({ page, signIn }) => {
  await signIn('agent01', { agentCentre: true });
  await expect(page.getByTestId('agent-clock')).toHaveText(/^GMT\+8 \d\d:\d\d:\d\d$/);
  await expect(page.getByTestId('agent-name')).toHaveText('Agent One');
  await expect(page.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');

  // The pages in the spec's order (those built and allowed), then the shortcuts.
  const menu = menuOf(page);
  await expect(menu.getByRole('link', { name: 'Team overview' })).toBeVisible();
  const names = await menu.getByRole('list').first().getByRole('link').allTextContents();
  const ordered = AGENT_CENTRE_ORDER.map((p) => en.agentCentre.pages[p]).filter((n) => names.includes(n));
  expect(names).toEqual(ordered);
  expect(names.slice(0, 2)).toEqual(['Announcements', 'Team overview']);
  const shortcuts = menu.getByRole('list', { name: 'Shortcuts' });
  await expect(shortcuts.getByRole('listitem')).toHaveText([/^\s*Deposit$/, /^\s*Withdraw$/, /^\s*Platform messages/, /^\s*Customer service$/]);
  // The messages shortcut carries the unread count the server has for the agent.
  const { unreadMessage } = await apiValueAs<{ unreadMessage: number }>(site, 'agent01', callPath('memberInfo'));
  expect(unreadMessage).toBeGreaterThan(0);
  await expect(shortcuts.getByTestId('agent-unread-badge')).toHaveText(`${unreadMessage} Unread: ${unreadMessage}`);

  // The first page is the announcements, newest first; one opens its full text.
  const news = page.getByRole('region', { name: 'Announcements' });
  await expect(news.getByRole('button').first()).toContainText('Commission schedule for this month');
  await news.getByRole('button', { name: /Wage payout times/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Wage payout times' });
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  await expect(dialog).toContainText('every 5 minutes');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The operator switches the announcements off: the page leaves the menu.
  await site.ops('flag', 'AGENTANNOUNCE3', 'off');
  await page.reload();
  await expect(menu.getByRole('link', { name: 'Team overview' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Announcements' })).toHaveCount(0);
  await site.ops('flag', 'AGENTANNOUNCE3', 'on');

  // Customer service opens the chat room in a new tab, as the right bar does.
  const [chat] = await Promise.all([page.context().waitForEvent('page'), shortcuts.getByRole('button', { name: 'Customer service' }).click()]);
  await expect(chat).toHaveURL(/\/help\?account=agent01#contact$/);
  await chat.close();

  // Deposit, withdraw and platform messages are the member centre's real pages.
  for (const [name, pageId, heading] of [
    ['Deposit', 'depositv2', 'Deposit'],
    ['Withdraw', 'withdraw', 'Withdraw'],
    ['Platform messages', 'messageV2', 'Platform information'],
  ] as const) {
    await page.goto(`${site.url}/agentHome`);
    await menuOf(page)
      .getByRole('list', { name: 'Shortcuts' })
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .click();
    await expect(page).toHaveURL(`${site.url}/member?page=${pageId}`);
    await expect(page.getByRole('heading', { name: heading, level: 2, exact: true })).toBeVisible();
  }

  await page.goto(`${site.url}/agentHome`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${site.url}/`);
  await page.goto(`${site.url}/agentHome`);
  await expect(page).toHaveURL(`${site.url}/agent`);
});

test("the team overview shows the team's figures and charts, following what the team plays", async ({ page, signIn }) => {
  const today = async () => apiValueAs<TeamOverview>(site, 'agent01', callPath('teamOverview'));
  const before = await today();
  // down01, a player of agent01's team, plays a few rounds.
  const rounds = await playRounds(page, site, await site.ops('token', 'down01'), { vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0001' }, 3);
  const won = rounds.reduce((s, r) => s + r.win, 0);
  const after = await today();
  expect(Math.round(after.winLoss * 100)).toBe(Math.round(before.winLoss * 100) + staked(rounds) - won);

  await signIn('agent01', { agentCentre: true });
  await menuOf(page).getByRole('link', { name: 'Team overview' }).click();
  await expect(page).toHaveURL(`${site.url}/agentHome?page=agentTeamOverview`);
  const region = page.getByRole('region', { name: 'Team overview' });
  await expect(region.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  await expect(region.getByTestId('figure-teamSize')).toContainText(String(after.teamSize));
  await expect(region.getByTestId('figure-directAgents')).toContainText(String(after.directAgents));
  await expect(region.getByTestId('figure-directPlayers')).toContainText(String(after.directPlayers));
  await expect(region.getByTestId('figure-teamBalance')).toContainText(peso(Math.round(after.teamBalance * 100)));
  await expect(region.getByTestId('figure-validBet')).toContainText(peso(Math.round(after.validBet * 100)));
  await expect(region.getByTestId('figure-winLoss')).toContainText(signedPeso(Math.round(after.winLoss * 100)));
  await expect(region.getByTestId('figure-winLoss')).toContainText('bets minus its wins: positive when the team lost');
  await expect(region.getByTestId('figure-activeMembers')).toContainText(
    `${after.activeMembers}A team member (you not counted) with at least ₱100.00 of valid bet in the period.`,
  );

  // Two charts drawn, each with a summary for screen readers and its numbers as a table.
  const users = region.getByRole('img', { name: /^Users per day/ });
  await expect(users).toHaveAccessibleName(new RegExp(`Active members: highest ${after.activeMembers} on ${after.endDate}`));
  await expect(users.locator('canvas')).toHaveCount(1);
  await expect(region.getByRole('img', { name: /^Amounts per day/ }).locator('canvas')).toHaveCount(1);
  await region.getByText('Amounts per day: show the numbers').click();
  const table = region.getByRole('table', { name: 'Amounts per day' });
  await expect(table.getByRole('row', { name: new RegExp(after.endDate) })).toContainText(peso(Math.round(after.validBet * 100)));

  // This week: one point per day so far, the range said above the figures.
  await region.getByRole('button', { name: 'This week' }).click();
  await expect(region.getByRole('heading', { name: /^From \d{4}-\d\d-\d\d to / })).toContainText(`to ${after.endDate}`);
  await expect(table.getByRole('row')).toHaveCount(1 + new Date(`${after.endDate}T00:00:00Z`).getUTCDay() + 1);
});
