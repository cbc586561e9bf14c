import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';

// Platform messages (issue 6, docs/product.md §2 messageV2) with read state and the unread count, against the real server.
serverForThisFile();

test('a member reads a platform message and marks the rest read: the counts follow', async ({ page, signIn }) => {
  await signIn('down02', { path: '/member?page=messageV2' });
  const menu = page.getByRole('navigation', { name: 'Member centre pages' });
  await expect(menu.getByRole('link', { name: /^Platform information/ })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByTestId('unread-badge')).toContainText('5');
  const inbox = page.getByRole('region', { name: 'Platform information' });
  await expect(inbox).toContainText('Unread: 5');
  // Newest first.
  await expect(inbox.getByRole('listitem').first()).toContainText('Weekend reload bonus');

  await inbox.getByRole('button', { name: /Confirm your payouts/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payouts' });
  await expect(dialog).toContainText('within 30 minutes of the payout');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(inbox).toContainText('Unread: 4');
  await expect(menu.getByTestId('unread-badge')).toContainText('4');

  await inbox.getByLabel('Unread only').check();
  await expect(inbox.getByRole('listitem')).toHaveCount(4);
  await inbox.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(inbox).toContainText('No unread messages.');
  await expect(inbox).toContainText('Unread: 0');
  await expect(menu.getByTestId('unread-badge')).toHaveCount(0);
  await inbox.getByLabel('Unread only').uncheck();
  await expect(inbox.getByRole('listitem')).toHaveCount(5);
});
