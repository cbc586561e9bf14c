import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { minify } from 'terser';
import react from '@vitejs/plugin-react';
import en from './src/i18n/locales/en.json' with { type: 'json' };
import { englishPart, isEnglishPart } from './src/i18n/english-parts.ts';
import { routes } from './contract/routes.ts';
import { SHELL_CALLS } from './src/api/shell-calls.ts';
import { precompress } from './scripts/precompress.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's splash text comes from the English strings, so it cannot drift from the home page's own. */
const splashText = {
  name: 'splash-text',
  transformIndexHtml: (html: string) => html.replace('%HOME_TITLE%', escapeHtml(en.home.title)).replace('%HOME_SUBTITLE%', escapeHtml(en.home.subtitle)),
};

/**
 * virtual:en-<part>, cut from en.json: core in the entry, and each lazy part (virtual:en-member with the member
 * centre's chunk, virtual:en-promotions with the promotions page's, virtual:en-agent, virtual:en-games,
 * virtual:en-auth, ...) with the chunks that show it (src/i18n/english-parts.ts).
 */
const ENGLISH_PREFIX = 'virtual:en-';
const englishParts = {
  name: 'english-parts',
  resolveId: (id: string) => (id.startsWith(ENGLISH_PREFIX) && isEnglishPart(id.slice(ENGLISH_PREFIX.length)) ? `\0${id}` : undefined),
  load(id: string) {
    const part = id.startsWith(`\0${ENGLISH_PREFIX}`) ? id.slice(ENGLISH_PREFIX.length + 1) : '';
    return isEnglishPart(part) ? `export default ${JSON.stringify(englishPart(en, part))};` : undefined;
  },
};

/** virtual:shell-routes (in the entry): the routes of the calls the entry makes, cut from the call table (src/api/shell-calls.ts). */
const shellRoutes = {
  name: 'shell-routes',
  resolveId: (id: string) => (id === 'virtual:shell-routes' ? `\0${id}` : undefined),
  load: (id: string) =>
    id === '\0virtual:shell-routes' ? `export default ${JSON.stringify(Object.fromEntries(SHELL_CALLS.map((name) => [name, routes[name]])))};` : undefined,
};

/**
 * The home page's own chunks (the entry and what it imports statically: the vendor chunk and the shared runtime
 * pieces) minified a second time by terser, after rolldown's oxc: every visitor loads them, and terser's second
 * compress pass takes ~1 KB gzip more out of them (docs/decisions.md). Only these few chunks (terser over every chunk
 * was ~5 times slower); lazy chunks keep oxc's output.
 */
const terseInitialChunks = (): Plugin => ({
  name: 'terse-initial-chunks',
  apply: 'build',
  async generateBundle(_options, bundle) {
    const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
    const initial = new Set<string>();
    const queue = [...chunks.values()].filter((chunk) => chunk.isEntry && chunk.name === 'index').map((chunk) => chunk.fileName);
    // Bounded: each chunk is visited once.
    while (queue.length) {
      const name = queue.shift()!;
      if (initial.has(name) || !chunks.has(name)) continue;
      initial.add(name);
      queue.push(...chunks.get(name)!.imports);
    }
    for (const name of initial) {
      const chunk = chunks.get(name)!;
      const result = await minify(chunk.code, { module: true, ecma: 2020, compress: { passes: 3 } });
      if (result.code) chunk.code = result.code;
    }
  },
});

/** react-query's several-queries-at-once and infinite-list hooks: only the game list and lottery pages use them, not the entry. */
const PAGE_ONLY_LIBRARY =
  /node_modules\/@tanstack\/(?:react-query|query-core)\/build\/modern\/(?:useQueries|queriesObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;

/** Five characters naming a stylesheet by its path in the repository (the same on every machine). */
const fileHash = (file: string) =>
  createHash('sha256')
    .update(
      path
        .relative(import.meta.dirname, file.split('?')[0]!)
        .split(path.sep)
        .join('/'),
    )
    .digest('base64url')
    .replace(/[-_]/g, '')
    .slice(0, 5);

export default defineConfig({
  plugins: [react(), splashText, englishParts, shellRoutes, terseInitialChunks(), precompress()],
  resolve: {
    // @xstate/react and wouter import the use-sync-external-store shim, which serves React before 18; React 19 has
    // the hook itself (the shim hands its own over when it exists), so the shim's fallback is left out of the bundle.
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  css: {
    // A class's name by its file and local name only: Vite's default adds the rule's line, so a reformatted
    // stylesheet (one declaration a line) renamed every class and grew the entry by its digits.
    // One short hash per file, as Vite's own, so a file's classes share it and compress well.
    modules: { generateScopedName: (local: string, file: string) => `_${local}_${fileHash(file)}` },
  },
  build: {
    outDir: 'dist/site',
    target: 'es2022',
    // Vite's modulepreload polyfill (~0.3 KB gzip in the entry) only fetches <link rel=modulepreload> early for the
    // few es2022 browsers without it (Safari before 17, Firefox before 115); there the entry's static imports load
    // the same chunks a round trip later, so the page works the same and the evergreen browsers skip the code.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The precompress plugin's brotli at its highest level takes longer than the bundling itself, by design (once per
      // build, for the smallest transfer); rolldown would warn about that on every build.
      checks: { bundlerTimings: false },
      output: {
        // The core libraries change rarely; one vendor chunk caches across app releases. Anything else from
        // node_modules (the inspector and its helpers) stays with the lazy chunk that imports it. The parts of the
        // core libraries that only lazy pages use (PAGE_ONLY_LIBRARY) cache the same way in a chunk of their own,
        // so the home page does not load them. Vite's preload helper, which the entry and most lazy chunks share,
        // changes only with Vite: with the libraries, rather than a chunk of its own on the home page.
        manualChunks(id) {
          if (PAGE_ONLY_LIBRARY.test(id)) return 'vendor-pages';
          if (id === '\0vite/preload-helper.js') return 'vendor';
          return /node_modules\/(react|react-dom|scheduler|xstate|@xstate|wouter|regexparam|mitt|use-sync-external-store|@tanstack\/(?:react-query|query-core)|ofetch|destr|ufo|node-fetch-native|i18next|react-i18next|html-parse-stringify|void-elements|embla-carousel[^/]*)\//.test(
            id,
          )
            ? 'vendor'
            : undefined;
        },
      },
    },
  },
  // The flow viewer's path walker (src/ui/flows/walk-worker.ts) loads the machines' models on demand, in chunks of
  // their own: an ES module worker can split, a classic one cannot.
  worker: { format: 'es' },
  server: {
    proxy: { '/wps': 'http://127.0.0.1:8080', '/lgw': 'http://127.0.0.1:8080', '/art': 'http://127.0.0.1:8080', '/demo-pay': 'http://127.0.0.1:8080' },
  },
});
