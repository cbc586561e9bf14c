// The platform server and the operator CLI each as one ES module (dist/server/main.mjs, cli.mjs), for the tests that
// start them as processes (a server per browser spec file, the CLI and crash tests' servers and commands): loading
// ~300 TypeScript modules through tsx took ~1.5 s of each start, the bundle ~0.1 s. The same sources
// compiled by the same esbuild tsx uses, with the packages (but PGlite). Each module keeps its own import.meta.url
// and import.meta.dirname (the server finds its migrations, seed translations and vendor pages beside its sources).
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist', 'server');

/** Where each program's bundle is written. */
export interface ServerBundle {
  /** server/main.ts */
  server: string;
  /** server/ops/cli.ts */
  cli: string;
}

const ownImportMeta: Plugin = {
  name: 'own-import-meta',
  setup(b) {
    b.onLoad({ filter: /\/server\/.*\.ts$/ }, async (args) => {
      const source = await fs.readFile(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)));
      return { contents, loader: 'ts' };
    });
  },
};

export async function buildServerBundle(): Promise<ServerBundle> {
  await build({
    entryPoints: { main: path.join(root, 'server', 'main.ts'), cli: path.join(root, 'server', 'ops', 'cli.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The packages are bundled too: resolving and reading ~700 files of node_modules was ~1.6 s of each start.
    // PGlite stays a package: it loads its WebAssembly and data files from beside its own module.
    external: ['@electric-sql/pglite', 'pg-native'],
    // Bundled CommonJS packages require Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [ownImportMeta],
    logLevel: 'warning',
  });
  return { server: path.join(outdir, 'main.mjs'), cli: path.join(outdir, 'cli.mjs') };
}
