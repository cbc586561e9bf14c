import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import en from './src/i18n/locales/en.json' with { type: 'json' };
import { englishPart } from './src/i18n/english-parts.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's splash text comes from the English strings, so it cannot drift from the home page's own. */
const splashText = {
  name: 'splash-text',
  transformIndexHtml: (html: string) => html.replace('%HOME_TITLE%', escapeHtml(en.home.title)).replace('%HOME_SUBTITLE%', escapeHtml(en.home.subtitle)),
};

/** virtual:en-core (in the entry), virtual:en-member (with the member centre's chunk) and virtual:en-promotions (with the promotions page's), virtual:en-agent (with the agent centre's), cut from en.json. */
const englishParts = {
  name: 'english-parts',
  resolveId: (id: string) => (id === 'virtual:en-core' || id === 'virtual:en-member' || id === 'virtual:en-promotions' || id === 'virtual:en-agent' || id === 'virtual:en-pointMall' || id === 'virtual:en-info' || id === 'virtual:en-feedback' ? `\0${id}` : undefined),
  load(id: string) {
    if (id === '\0virtual:en-core') return `export default ${JSON.stringify(englishPart(en, 'core'))};`;
    if (id === '\0virtual:en-member') return `export default ${JSON.stringify(englishPart(en, 'member'))};`;
    if (id === '\0virtual:en-promotions') return `export default ${JSON.stringify(englishPart(en, 'promotions'))};`;
    if (id === '\0virtual:en-agent') return `export default ${JSON.stringify(englishPart(en, 'agent'))};`;
    if (id === '\0virtual:en-pointMall') return `export default ${JSON.stringify(englishPart(en, 'pointMall'))};`;
    if (id === '\0virtual:en-info') return `export default ${JSON.stringify(englishPart(en, 'info'))};`;
    if (id === '\0virtual:en-feedback') return `export default ${JSON.stringify(englishPart(en, 'feedback'))};`;
    return undefined;
  },
};

export default defineConfig({
  plugins: [react(), splashText, englishParts],
  build: {
    outDir: 'dist/site',
    target: 'es2022',
    rollupOptions: {
      output: {
        // The core libraries change rarely; one vendor chunk caches across app releases. Anything else from
        // node_modules (the inspector and its helpers) stays with the lazy chunk that imports it.
        manualChunks(id) {
          return /node_modules\/(react|react-dom|scheduler|xstate|@xstate|wouter|regexparam|mitt|use-sync-external-store|@tanstack\/(?:react-query|query-core)|ofetch|destr|ufo|node-fetch-native|i18next|react-i18next|html-parse-stringify|void-elements|embla-carousel[^/]*)\//.test(id)
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
