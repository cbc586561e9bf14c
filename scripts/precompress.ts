// A Vite plugin: after a build, every text file of the site over 1 KB gets a brotli (.br) and a gzip (.gz) copy beside
// it, at the highest levels (made once per build, not per request). The server sends them as they are
// (@fastify/static's preCompressed): without them, every first visit had the server compress the same scripts again.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, compression saves less than it costs (the threshold the server's own compression is given). */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

export async function precompressDir(dir: string): Promise<void> {
  const files = filesUnder(dir).filter((f) => TEXT.test(f) && fs.statSync(f).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const bytes = await fs.promises.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }),
        gzip(bytes, { level: 9 }),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
    }),
  );
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => precompressDir(outDir),
  };
}
