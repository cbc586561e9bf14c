// Section 1: production build, then every asset's raw and gzip size, the home route's initial JavaScript, the CSS
// and each lazily loaded chunk against their budgets.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { errorRow, kb, kbBudget, oneLine, row, within, type Row } from './table.ts';
import { log } from './util.ts';

const SECTION = 'bundle';
const BUDGET_INITIAL_JS_KB = 160;
const BUDGET_CSS_KB = 25;
const BUDGET_LAZY_CHUNK_KB = 40;
const BUILD_TIMEOUT_MS = 5 * 60_000;

export interface Asset {
  name: string;
  raw: number;
  gzip: number;
}

export async function benchBundle(root: string): Promise<Row[]> {
  const rows: Row[] = [];
  const site = path.join(root, 'dist', 'site');
  const started = Date.now();
  log('building the site (vite build)');
  try {
    await promisify(execFile)(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: root,
      timeout: BUILD_TIMEOUT_MS,
      maxBuffer: 16 * 1024 * 1024,
    });
    rows.push(row(SECTION, 'vite build', `${((Date.now() - started) / 1000).toFixed(1)} s`));
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr;
    rows.push(errorRow(SECTION, 'vite build', stderr?.trim() ? stderr : err));
    if (!fs.existsSync(path.join(site, 'index.html'))) return rows;
    rows.push(row(SECTION, 'note', 'measuring the previous build in dist/site'));
  }
  try {
    rows.push(...measure(site));
  } catch (err) {
    rows.push(errorRow(SECTION, 'assets', oneLine(err)));
  }
  return rows;
}

/** Every asset's raw and gzip size, and which JavaScript chunks the home page loads before it can run. */
export function measureAssets(site: string): { assets: Map<string, Asset>; initial: Set<string>; initialJs: number; css: number } {
  const assetsDir = path.join(site, 'assets');
  const assets = new Map<string, Asset>();
  // The build's .br and .gz copies (scripts/precompress.ts) are the same assets, compressed.
  for (const name of fs.readdirSync(assetsDir).sort()) {
    if (/\.(?:br|gz)$/.test(name)) continue;
    const bytes = fs.readFileSync(path.join(assetsDir, name));
    assets.set(name, { name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  const initial = initialChunks(site, assetsDir);
  const sum = (names: Iterable<string>) => [...names].reduce((total, n) => total + (assets.get(n)?.gzip ?? 0), 0);
  return { assets, initial, initialJs: sum(initial), css: sum([...assets.keys()].filter((n) => n.endsWith('.css'))) };
}

/** The budgets a build is held to (docs/architecture.md §8), in bytes of gzip. */
export const BUDGETS = { initialJs: kbBudget(BUDGET_INITIAL_JS_KB), css: kbBudget(BUDGET_CSS_KB), lazyChunk: kbBudget(BUDGET_LAZY_CHUNK_KB) };

function measure(site: string): Row[] {
  const { assets, initial, initialJs, css } = measureAssets(site);
  const rows: Row[] = [];
  for (const asset of assets.values()) {
    const sizes = `${kb(asset.raw)} raw, ${kb(asset.gzip)} gz`;
    if (asset.name.endsWith('.js') && !initial.has(asset.name)) {
      rows.push(row(SECTION, `lazy ${asset.name}`, sizes, `<= ${BUDGET_LAZY_CHUNK_KB} KB gz`, within(asset.gzip <= BUDGETS.lazyChunk)));
    } else {
      rows.push(row(SECTION, `${initial.has(asset.name) ? 'home ' : ''}${asset.name}`, sizes));
    }
  }
  rows.push(
    row(SECTION, `home initial JS (${initial.size} chunks)`, `${kb(initialJs)} gz`, `<= ${BUDGET_INITIAL_JS_KB} KB gz`, within(initialJs <= BUDGETS.initialJs)),
    row(SECTION, 'CSS total', `${kb(css)} gz`, `<= ${BUDGET_CSS_KB} KB gz`, within(css <= BUDGETS.css)),
  );
  return rows;
}

/** The entry script, its modulepreloads and, recursively, their static imports: the JS the home page waits for. */
function initialChunks(site: string, assetsDir: string): Set<string> {
  const html = fs.readFileSync(path.join(site, 'index.html'), 'utf8');
  const seeds = [
    ...matchAll(html, /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...matchAll(html, /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ];
  const found = new Set<string>();
  const queue = seeds.filter((src) => src.startsWith('/assets/')).map((src) => path.posix.basename(src));
  // Bounded: each chunk is visited once, and there are only as many chunks as files in the folder.
  while (queue.length) {
    const name = queue.shift()!;
    if (found.has(name)) continue;
    const file = path.join(assetsDir, name);
    if (!fs.existsSync(file)) continue;
    found.add(name);
    queue.push(...staticImports(fs.readFileSync(file, 'utf8')));
  }
  return found;
}

/** `import{a}from"./x.js"`, `import"./x.js"` and `export{a}from"./x.js"`; never the dynamic `import("./x.js")`. */
export function staticImports(code: string): string[] {
  const pattern = /(?<![\w$.])(?:import|export)\s*(?:[^"'`();]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g;
  return matchAll(code, pattern).map((spec) => path.posix.basename(spec));
}

const matchAll = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]!);
