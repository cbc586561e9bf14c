// Part of npm test (issue 17): the built site's sizes against their budgets. Sizes are deterministic for a given
// source, so this check can fail a build that grew; timings stay in the bench. Lazy chunks and CSS are held to the
// budgets of docs/architecture.md §8. The home page's initial JavaScript is held to a ceiling just above today's
// size, now under its 160 KB goal, so it cannot grow back unnoticed (npm run bench prints the goal). The goal itself
// counts the lazy chunks a browser pulls as the page loads too: tests/e2e/catalogue/home-budget.spec.ts holds that in Chromium.
import path from 'node:path';
import { BUDGETS, measureAssets } from './bench/bundle.ts';
import { kb, kbBudget } from './bench/table.ts';

// 159.5 -> 159.7: the home page's watch for its below-the-fold sections coming near (the chunks it keeps from loading).
// 159.7 -> 159.9: pages arrive in a state update rather than through React.lazy (lazy-page.tsx, the /rng LCP).
// 159.9 -> 160.0 (the goal): one number format per locale (number-format.ts) and the help centre's call with the route.
// 160.0 -> 155.0 (issue 38 item 6): the signed-in refusals, the user menu, the agent layout, the status and not-found
// pages and the game launch's dialogs (with their strings) out of the entry, no modulepreload polyfill, terser's
// three passes on the home page's chunks (docs/decisions.md).
// 155.0 -> 155.1 (issue 39): the sign-in's second-step ticket and the reset link's route, after the email reset's
// refusals left the entry with the dialogs' strings; 60 bytes over issue 38's 155.0 goal (the bench prints it).
// 155.1 -> 154.9 (issue 38 item 6): the form rules' messages only the dialogs and the signed-in forms show
// (FORM_VALIDATIONS) come with those chunks, under the goal's 155.0 by 170 bytes.
const HOME_CEILING = kbBudget(154.9);
const site = path.resolve(import.meta.dirname, '..', 'dist', 'site');
const { assets, initial, initialJs, css } = measureAssets(site);

const over: string[] = [];
if (initialJs > HOME_CEILING) over.push(`home initial JS ${kb(initialJs)} gz > ${kb(HOME_CEILING)} (goal ${kb(BUDGETS.initialJs)})`);
if (css > BUDGETS.css) over.push(`CSS ${kb(css)} gz > ${kb(BUDGETS.css)}`);
for (const a of assets.values())
  if (a.name.endsWith('.js') && !initial.has(a.name) && a.gzip > BUDGETS.lazyChunk)
    over.push(`lazy chunk ${a.name} ${kb(a.gzip)} gz > ${kb(BUDGETS.lazyChunk)}`);

const lazy = [...assets.values()].filter((a) => a.name.endsWith('.js') && !initial.has(a.name));
const largest = lazy.reduce((max, a) => (a.gzip > max.gzip ? a : max), { name: '-', raw: 0, gzip: 0 });
console.log(`home initial JS ${kb(initialJs)} gz (${initial.size} chunks; ceiling ${kb(HOME_CEILING)}, goal ${kb(BUDGETS.initialJs)})`);
console.log(
  `CSS ${kb(css)} gz (budget ${kb(BUDGETS.css)}); ${lazy.length} lazy chunks, the largest ${largest.name} ${kb(largest.gzip)} gz (budget ${kb(BUDGETS.lazyChunk)} each)`,
);
if (over.length) {
  console.error(`Over budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
