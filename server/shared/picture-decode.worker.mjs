// Decodes one uploaded picture at a time off the main thread (server/shared/picture-check.ts): pngjs's unfiltering and
// jpeg-js's decoder are synchronous JavaScript, up to about a second for a 24-megapixel picture, during which the
// main thread would answer no one. Plain JavaScript so it loads the same way from the sources (tsx), the tests' server
// bundle and vitest. It answers whether the bytes decode as the type their signature names; pixels are dropped.
import { parentPort, workerData } from 'node:worker_threads';
import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';

const { maxPixels } = workerData;

function pngDecodes(bytes) {
  return new Promise((resolve) => {
    let done = false;
    const settle = (ok) => {
      if (!done) resolve(ok);
      done = true;
    };
    try {
      new PNG({ checkCRC: true }).parse(bytes, (err) => settle(!err));
    } catch {
      settle(false);
    }
  });
}

/** Strictly (no tolerance for broken data), within the pixel and memory bounds. */
function jpegDecodes(bytes) {
  try {
    const image = jpeg.decode(bytes, {
      tolerantDecoding: false,
      formatAsRGBA: false,
      maxResolutionInMP: maxPixels / 1_000_000,
      maxMemoryUsageInMB: 256,
    });
    return image.width > 0 && image.height > 0;
  } catch {
    return false;
  }
}

parentPort.on('message', async ({ type, bytes }) => {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  parentPort.postMessage(type === 'image/png' ? await pngDecodes(buffer) : jpegDecodes(buffer));
});
