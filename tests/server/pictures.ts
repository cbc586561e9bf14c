// Real pictures for the upload tests: the server decodes every upload (server/shared/picture-check.ts), so a png or
// jpg signature followed by filler is no longer taken for one.
import { randomBytes } from 'node:crypto';
import { PNG as PngImage } from 'pngjs';
import jpeg from 'jpeg-js';

/** A png of side x side grey pixels, stored uncompressed: about 4 x side² bytes. */
export function pngOf(side: number): Buffer {
  const image = new PngImage({ width: side, height: side });
  image.data.fill(128);
  return PngImage.sync.write(image, { deflateLevel: 0 });
}

/** A png of about `bytes` bytes (a little more, never less). */
export const pngOfAbout = (bytes: number) => pngOf(Math.ceil(Math.sqrt(bytes / 4)));

/** A jpg of side x side noise: noise compresses badly, so the file is large for its pixels. */
export function jpgOf(side: number, quality = 90): Buffer {
  return jpeg.encode({ width: side, height: side, data: randomBytes(side * side * 4) }, quality).data;
}

export const PNG = pngOf(2);
export const JPG = jpgOf(4);
/** A png signature and then a web page: what a picture check by the first bytes alone would take. */
export const PNG_THEN_HTML = Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
