// Section 2: Lighthouse 12 (desktop preset) on the real server's pages, one fresh headless Chromium per page. Also,
// in a Chromium launched the same way, the home route's JavaScript as a browser loads it (a row of the bundle section).
import { chromium } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { BUDGETS } from './bundle.ts';
import { LIGHTHOUSE_DESKTOP_VIEWPORT, scriptsBeforeIdle, sizeScripts } from './home-scripts.ts';
import { errorRow, kb, oneLine, row, within, type Row } from './table.ts';
import { log, withTimeout } from './util.ts';

const SECTION = 'lighthouse';
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The bench talks to 127.0.0.1 only: any other host name fails to resolve instead of reaching out.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
const RUN_TIMEOUT_MS = 120_000;

const BUDGET = { performance: 100, lcpMs: 800, tbtMs: 50, cls: 0.02 };

export async function benchLighthouse(baseUrl: string, pages: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const page of pages) {
    // The token that signs the page in stays out of the printed table.
    const label = page.replace(/[?&]token=[^&]*/, '');
    log(`lighthouse ${label}`);
    try {
      rows.push(...(await auditInFreshChrome(`${baseUrl}${page}`, label)));
    } catch (err) {
      // A trace Chromium failed to record (NO_NAVSTART and kin) says nothing of the page: Lighthouse asks for a rerun.
      if (!String(err).includes('Please run Lighthouse again')) {
        rows.push(errorRow(SECTION, `${label} performance`, err));
        continue;
      }
      log(`lighthouse ${label}: ${oneLine(err, 60)}; once more`);
      rows.push(...(await auditInFreshChrome(`${baseUrl}${page}`, label).catch((again: unknown) => [errorRow(SECTION, `${label} performance`, again)])));
    }
  }
  return rows;
}

async function auditInFreshChrome(url: string, label: string): Promise<Row[]> {
  let chrome: LaunchedChrome | null = null;
  try {
    chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    return await withTimeout(audit(url, label, chrome.port), RUN_TIMEOUT_MS, `lighthouse ${label}`);
  } finally {
    // Killed here rather than inside audit, so a run that timed out does not leave its browser behind.
    chrome?.kill();
  }
}

/**
 * Every script a visitor's Chromium loads on the home page of `baseUrl` before the network is idle, sized from the
 * build in `site` (dist/site), against the home route's budget; tests/e2e/catalogue/home-budget.spec.ts holds the same figure.
 */
export async function benchHomeScripts(baseUrl: string, site: string): Promise<Row[]> {
  const metric = 'home JS before idle (browser)';
  const budget = `<= ${BUDGETS.initialJs / 1024} KB gz`;
  log(metric);
  let chrome: LaunchedChrome | null = null;
  try {
    chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
      await page.setViewportSize(LIGHTHOUSE_DESKTOP_VIEWPORT);
      const names = await withTimeout(scriptsBeforeIdle(page, baseUrl), RUN_TIMEOUT_MS, metric);
      const { scripts, total } = sizeScripts(site, names);
      return [row('bundle', metric, `${kb(total)} gz (${scripts.length} chunks)`, budget, within(total <= BUDGETS.initialJs))];
    } finally {
      await browser.close();
    }
  } catch (err) {
    return [errorRow('bundle', metric, err)];
  } finally {
    chrome?.kill();
  }
}

async function audit(url: string, page: string, port: number): Promise<Row[]> {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json' }, desktopConfig);
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`no ${id} in the report`);
    return value;
  };
  const lcp = numeric('largest-contentful-paint');
  // What the largest paint was, so an LCP over budget says where to look.
  type Tables = { items?: { items?: { node?: { snippet?: string; nodeLabel?: string }; phase?: string; timing?: number }[] }[] };
  const [elements, phases] = (lhr.audits['largest-contentful-paint-element']?.details as Tables | undefined)?.items ?? [];
  const node = elements?.items?.[0]?.node;
  // The label is the element's text, which tells one <p> from another.
  const element = node?.snippet && `${node.snippet}${node.nodeLabel ? ` "${node.nodeLabel.slice(0, 60)}"` : ''}`;
  const timing = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ');
  if (element) log(`${page} LCP element: ${element.slice(0, 200)}${timing ? ` (${timing})` : ''}`);
  const tbt = numeric('total-blocking-time');
  const cls = numeric('cumulative-layout-shift');
  const perf = score === null || score === undefined ? null : Math.round(score * 100);
  return [
    perf === null
      ? row(SECTION, `${page} performance`, 'no score', `${BUDGET.performance}`, 'error')
      : row(SECTION, `${page} performance`, String(perf), `${BUDGET.performance}`, within(perf >= BUDGET.performance)),
    row(SECTION, `${page} LCP`, `${(lcp / 1000).toFixed(2)} s`, `<= ${(BUDGET.lcpMs / 1000).toFixed(1)} s`, within(lcp <= BUDGET.lcpMs)),
    row(SECTION, `${page} TBT`, `${Math.round(tbt)} ms`, `<= ${BUDGET.tbtMs} ms`, within(tbt <= BUDGET.tbtMs)),
    row(SECTION, `${page} CLS`, cls.toFixed(3), `<= ${BUDGET.cls}`, within(cls <= BUDGET.cls)),
  ];
}
