import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';

// Withdrawing and confirming the payouts (issue 6, docs/product.md §2 withdraw, §4 Withdrawal confirmation), against the
// real server; the operator pays with the ops CLI. The demo payout processor is switched off for this server, so
// the only payouts are the operator's.
const site = serverForThisFile({ env: { DEMO_PAYOUT_MINUTES: '0' } });

const balance = (page: Page) => page.getByTestId('balance');
const peso = (n: number) => `₱${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function balanceNow(page: Page): Promise<number> {
  await expect(balance(page)).toHaveText(/₱[\d,]+\.\d\d/);
  return Number((await balance(page).textContent())!.replace(/[₱,]/g, ''));
}

/** A 1×1 PNG, a real image by its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('a member withdraws, sees the hold, is paid in two parts, answers received and not received; the record and the balance agree, also after the operator refunds the disputed part', async ({
  page,
  signIn,
}) => {
  await signIn('down01');
  const before = await balanceNow(page);
  await page.getByTestId('account').click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/member\?page=withdraw$/);
  const withdrawSection = page.getByRole('region', { name: 'Withdraw', exact: true });
  await expect(page.getByTestId('withdraw-balance')).toHaveText(peso(before));
  await expect(withdrawSection).toContainText('₱100.00 – ₱50,000.00');

  // First the payment password and a bank account.
  const setPassword = page.getByRole('form', { name: 'Set a payment password' });
  await setPassword.getByLabel('Payment password (6 digits)').fill('24681');
  await setPassword.getByLabel('Confirm payment password').fill('24681');
  await setPassword.getByRole('button', { name: 'Save payment password' }).click();
  await expect(setPassword.getByRole('alert')).toHaveText('The payment password must be 6 digits');
  await setPassword.getByLabel('Payment password (6 digits)').fill('246810');
  await setPassword.getByLabel('Confirm payment password').fill('246810');
  await setPassword.getByRole('button', { name: 'Save payment password' }).click();
  await expect(setPassword).toHaveCount(0);

  const bind = page.getByRole('form', { name: 'Bind a bank account' });
  await bind.getByLabel('Bank').selectOption('BDO');
  await bind.getByLabel('Account name').fill('Downline One');
  await bind.getByLabel('Account number').fill('12345');
  await bind.getByRole('button', { name: 'Bind account' }).click();
  await expect(bind.getByRole('alert')).toHaveText('The account number must be 6 to 20 digits');
  await bind.getByLabel('Account number').fill('001234564821');
  await bind.getByRole('button', { name: 'Bind account' }).click();

  // Refusals hold nothing.
  const request = page.getByRole('form', { name: 'Request a withdrawal' });
  await expect(request.getByLabel('Pay to')).toContainText('•••• 4821');
  const refused = async (amount: string, password: string, message: string) => {
    await request.getByLabel('Amount').fill(amount);
    await request.getByLabel('Payment password').fill(password);
    await request.getByRole('button', { name: 'Withdraw' }).click();
    await expect(request.getByRole('alert')).toHaveText(message);
  };
  await refused('50', '246810', 'The minimum amount is ₱100.00');
  await refused(String(before + 100), '246810', 'The amount is more than your balance');
  await refused('1000', '999999', 'The payment password is incorrect');
  await page.reload();
  await expect(balance(page)).toHaveText(peso(before));
  await expect(page.getByRole('region', { name: 'My withdrawals' })).toContainText('No withdrawals from');

  // The request: held from the balance at once.
  const sent = page.waitForResponse((r) => r.url().includes('WDS_withdraw') && r.request().method() === 'POST');
  await request.getByLabel('Amount').fill('1000');
  await request.getByLabel('Payment password').fill('246810');
  await request.getByRole('button', { name: 'Withdraw' }).click();
  const id = ((await (await sent).json()) as { value: { id: number } }).value.id;
  await expect(balance(page)).toHaveText(peso(before - 1000));
  const dialog = page.getByRole('dialog', { name: /^Withdrawal / });
  await expect(dialog.getByTestId('withdrawal-amount')).toHaveText('₱1,000.00');
  await expect(dialog.getByTestId('withdrawal-remaining')).toHaveText('₱1,000.00');
  await expect(dialog).toContainText('Nothing has been paid out yet.');

  // The operator pays it in two parts.
  await site.ops('withdrawal', 'pay', String(id), '600');
  await site.ops('withdrawal', 'pay', String(id), '400');
  await dialog.getByRole('button', { name: 'Refresh' }).click();
  const part1 = dialog.getByRole('row', { name: 'Payout 1' });
  const part2 = dialog.getByRole('row', { name: 'Payout 2' });
  await expect(part1).toContainText('₱600.00');
  await expect(part2).toContainText('₱400.00');
  await expect(dialog.getByTestId('withdrawal-paid')).toHaveText('₱1,000.00');
  await expect(dialog.getByTestId('withdrawal-received')).toHaveText('₱0.00');

  await part1.getByRole('button', { name: 'Received', exact: true }).click();
  await expect(part1).toContainText('Received');
  await expect(dialog.getByTestId('withdrawal-received')).toHaveText('₱600.00');
  await expect(dialog.getByTestId('withdrawal-remaining')).toHaveText('₱400.00');

  // No image, too many, too big, and a text file named .png (refused by its content) store nothing; a real image
  // goes through.
  await part2.getByRole('button', { name: 'Not received' }).click();
  const proof = part2.getByLabel(/^Proof images/);
  const send = part2.getByRole('button', { name: 'Send report' });
  await send.click();
  await expect(part2.getByRole('alert')).toContainText('Please choose at least one proof image');
  await proof.setInputFiles([1, 2, 3, 4].map((n) => ({ name: `receipt-${n}.png`, mimeType: 'image/png', buffer: PNG })));
  await send.click();
  await expect(part2.getByRole('alert')).toContainText('Please choose at most 3 images');
  await proof.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
  await send.click();
  await expect(part2.getByRole('alert')).toContainText('Each image must be at most 5 MB');
  await proof.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image') });
  await send.click();
  await expect(part2.getByRole('alert')).toContainText('Only png or jpg images can be uploaded');
  await expect(part2).toContainText('Awaiting your answer');
  await proof.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await send.click();
  await expect(part2).toContainText('Not received · under review');
  await expect(dialog.getByTestId('withdrawal-received')).toHaveText('₱600.00');
  await expect(dialog.getByTestId('withdrawal-remaining')).toHaveText('₱400.00');
  await expect(balance(page)).toHaveText(peso(before - 1000));

  await dialog.getByRole('button', { name: 'Close' }).first().click();
  const row = page.getByRole('region', { name: 'My withdrawals' }).getByRole('row').filter({ hasText: '₱1,000.00' });
  await expect(row).toContainText('₱600.00');
  await expect(row).toContainText('₱400.00');

  // The account record agrees with the balance: the hold is the only withdrawal movement.
  const menu = page.getByRole('navigation', { name: 'Member centre pages' });
  await menu.getByRole('link', { name: 'Account record' }).click();
  const records = page.getByRole('region', { name: 'Account record' });
  await records.getByLabel('Type').selectOption('withdrawal');
  await expect(records.getByRole('row').filter({ hasText: 'Withdrawal' })).toHaveCount(1);
  await expect(records.getByRole('row').filter({ hasText: 'Withdrawal' })).toContainText('−₱1,000.00');
  await expect(records.getByLabel('Totals')).toContainText('Money out ₱1,000.00');

  // The operator finds the part reported not received in the dispute queue, looks at its proof and refunds it:
  // the ₱400 comes back to the balance once, and the record shows it.
  const queue = await site.ops('dispute', 'list');
  const partId = /part\s+(\d+)\s+withdrawal (\d+)/.exec(queue);
  expect(partId?.[2]).toBe(String(id));
  expect(await site.ops('dispute', 'proofs', partId![1]!, '--out', `${site.dataDir}/proofs`)).toContain('image/png');
  await site.ops('dispute', 'refund', partId![1]!);
  await expect(site.ops('dispute', 'refund', partId![1]!)).rejects.toThrow();
  await records.getByLabel('Type').selectOption('withdrawal.refund');
  await expect(records.getByRole('row').filter({ hasText: 'Payout refunded' })).toHaveCount(1);
  await expect(records.getByRole('row').filter({ hasText: 'Payout refunded' })).toContainText('+₱400.00');
  await page.getByTestId('balance').click();
  await expect(balance(page)).toHaveText(peso(before - 600));
});

test('a payout not answered in time counts as received once the server clock passes its deadline, and is not refunded', async ({ page, signIn }) => {
  await signIn('demo', { path: '/member?page=withdraw' });
  const before = await balanceNow(page);
  const setPassword = page.getByRole('form', { name: 'Set a payment password' });
  await setPassword.getByLabel('Payment password (6 digits)').fill('135790');
  await setPassword.getByLabel('Confirm payment password').fill('135790');
  await setPassword.getByRole('button', { name: 'Save payment password' }).click();
  await expect(setPassword).toHaveCount(0);

  // demo's seeded bank account is already bound.
  const request = page.getByRole('form', { name: 'Request a withdrawal' });
  const sent = page.waitForResponse((r) => r.url().includes('WDS_withdraw') && r.request().method() === 'POST');
  await request.getByLabel('Amount').fill('200');
  await request.getByLabel('Payment password').fill('135790');
  await request.getByRole('button', { name: 'Withdraw' }).click();
  const id = ((await (await sent).json()) as { value: { id: number } }).value.id;
  await expect(balance(page)).toHaveText(peso(before - 200));

  await site.ops('withdrawal', 'pay', String(id), '200');
  const dialog = page.getByRole('dialog', { name: /^Withdrawal / });
  await dialog.getByRole('button', { name: 'Refresh' }).click();
  const part = dialog.getByRole('row', { name: 'Payout 1' });
  await expect(part).toContainText('Awaiting your answer');
  await expect(dialog.getByTestId('withdrawal-received')).toHaveText('₱0.00');

  // The member does not answer; the operator moves the server's clock past the 30 minutes.
  await site.ops('clock', 'advance', '31');
  await dialog.getByRole('button', { name: 'Refresh' }).click();
  await expect(part).toContainText('Counted as received');
  await expect(part.getByRole('button', { name: 'Not received' })).toHaveCount(0);
  await expect(dialog.getByTestId('withdrawal-received')).toHaveText('₱200.00');
  await expect(dialog.getByTestId('withdrawal-remaining')).toHaveText('₱0.00');
  await expect(balance(page)).toHaveText(peso(before - 200));
});
