import { expect, test } from '../test.ts';
import { balanceOf, peso, playRounds, serverForThisFile, signInFromPopup, staked } from '../site-server.ts';

// Missions (issue 15) against the real server, as a player meets them: play a few rounds toward the seeded weekly
// mission's first milestone, find it reached on the missions page (the menu's red count says so), claim it, see the
// balance and the reward history grow by its reward, and find yourself on the leaderboard under a masked name.
const site = serverForThisFile();

const ACCOUNT = 'weakpass';
const SLOT = { vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0001' };

test('a player plays toward a milestone, claims it, sees the balance and the reward history, and finds themself on the leaderboard', async ({ page }) => {
  test.setTimeout(120_000);
  // weakpass has not played in the mission's window: three rounds on a slot reach milestone 1 (3 bets, ₱3 valid bet).
  const rounds = await playRounds(page, site, await site.ops('token', ACCOUNT), SLOT, 3);
  const bet = staked(rounds);

  await page.goto(site.url);
  await signInFromPopup(page, ACCOUNT, '123456');
  const change = page.getByRole('dialog', { name: 'Change password' });
  await change.getByRole('textbox', { name: /^New password/ }).fill('Better2026');
  await change.getByLabel('Confirm new password').fill('Better2026');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`${site.url}/member?page=missionLeaderboard`);
  const menu = page.getByRole('navigation', { name: 'Member centre pages' });
  await expect(menu.getByRole('link', { name: /^Missions/ })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByTestId('mission-badge')).toHaveText(/^1\b/);

  const card = page.getByTestId('mission').filter({ hasText: 'Weekly valid bet challenge' });
  await expect(card).toContainText('Milestones completed: 1/4');
  await expect(card.getByTestId('countdown')).toHaveText(/^Ends in \dd \d\d:\d\d:\d\d$/);

  const first = page.getByRole('listitem', { name: 'Milestone 1' });
  await expect(first).toContainText('Bets: 3 / 3');
  await expect(first).toContainText(`Valid bet: ${peso(bet)} / ₱3.00`);
  await expect(first).toContainText('₱10.00 + 5 points');
  await expect(page.getByRole('listitem', { name: 'Milestone 2' })).toContainText('Not reached yet');

  // Claim it: ₱10 with a 1x turnover and 5 points.
  const before = await balanceOf(site, ACCOUNT);
  await first.getByRole('button', { name: 'Claim Milestone 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Claimed' })).toHaveText(
    'Claimed: ₱10.00 added to your balance, 5 points. Play ₱10.00 in valid bets before your next withdrawal.',
  );
  await expect(first).toContainText('Claimed');
  await expect(first.getByRole('button')).toHaveCount(0);
  expect(await balanceOf(site, ACCOUNT)).toBe(before + 1_000);
  await expect(page.getByTestId('balance')).toHaveText(peso(before + 1_000));
  await expect(menu.getByTestId('mission-badge')).toHaveCount(0);
  // A second claim is not offered; the server refuses one anyway (the server tests).

  // The leaderboard: ranked by valid bet, the own row under the table with the masked name.
  const board = page.getByRole('region', { name: 'Leaderboard' });
  await expect(board.getByRole('list', { name: 'Top three' }).getByRole('listitem')).toHaveCount(3);
  const mine = board.getByTestId('my-rank');
  await expect(mine).toContainText('we**s (you)');
  await expect(mine).toContainText(peso(bet));
  await expect(board.getByRole('table', { name: 'Ranks' })).not.toContainText('weakpass');

  // The rules open in a dialog.
  await page.getByRole('button', { name: 'Rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Rules: Weekly valid bet challenge' });
  await expect(rules).toContainText('every peso of valid bet counts');
  await rules.getByRole('button', { name: 'Close' }).click();

  // The reward history lists the claim.
  await menu.getByRole('link', { name: /^Reward centre/ }).click();
  const history = page.getByRole('region', { name: 'Reward history' });
  await expect(history.getByRole('row', { name: /Weekly valid bet challenge: milestone 1/ })).toContainText('₱10.00');
  await expect(history.getByRole('row', { name: /Weekly valid bet challenge: milestone 1/ })).toContainText('Mission reward');
});

test('the promotions page sends the missions card to the missions page; a finished mission shows what is overdue', async ({ page, signIn }) => {
  await signIn('demo');
  await expect(page.getByTestId('account')).toContainText('demo');
  await page.goto(`${site.url}/promotions`);
  const card = page.getByRole('article', { name: /Missions and leaderboard/ });
  await card.getByRole('button', { name: /^Go/ }).click();
  await expect(page).toHaveURL(/\/member\?page=missionLeaderboard$/);

  await page.getByRole('tab', { name: 'Finished' }).click();
  const finished = page.getByTestId('mission').filter({ hasText: 'Spin marathon' });
  await expect(finished).toContainText('Overdue');
  await expect(page.getByRole('listitem', { name: 'Milestone 1' })).toContainText('Overdue');
  await expect(page.getByRole('listitem', { name: 'Milestone 1' }).getByRole('button')).toHaveCount(0);
});
