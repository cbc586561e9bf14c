// The calls the entry's own code makes, and those every signed-in page load makes at once: the status check, the
// session, the home page, favourites, launching, the header's sign-in and invite link, customer service, and the
// session reminder's settings (its chunk loads for every member). Their routes ship with the entry (vite.config.ts cuts them
// from contract/routes.ts as virtual:shell-routes); every other call first loads the whole table, a chunk of its
// own (call-table.ts), so the entry does not carry every path of the platform (docs/architecture.md §8). A call
// missing here still works, one chunk later.
import type { CallName } from '../../contract/routes.ts';

export const SHELL_CALLS = [
  'systemStatus',
  'rsaKey',
  'captcha',
  'login',
  'sendLoginCode',
  'freePlay',
  'logout',
  'memberInfo',
  'firstLogin',
  'setLanguage',
  'balance',
  'gameMenus',
  'gameVendors',
  'gameList',
  'vendorGameTypes',
  'hotGames',
  'winnerBoard',
  'banners',
  'notices',
  'announcements',
  'launchGame',
  'launchFreeGame',
  'favouriteIds',
  'addFavourite',
  'removeFavourite',
  'referralPromotion',
  'serviceEntries',
  'launchChat',
  'protection',
] as const satisfies readonly CallName[];

export type ShellCall = (typeof SHELL_CALLS)[number];
