// Whether an uploaded file is a picture, by decoding it (issue 39 item 4): a png or jpg signature alone says nothing of
// what follows it, so a file that only starts like a picture (a png signature, then HTML) is refused. Decoded with
// pngjs and jpeg-js, small pure-JS decoders with no native build (docs/decisions.md); the pixels are dropped at once.
// Decodes take turns, two at a time in the process, since each holds the picture's pixels while it runs.
import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import { imageTypeOf, type ApplicationImageType } from '../../contract/rules/promotion-application.ts';
import { Slots } from './slots.ts';

/** Pictures larger than this are refused unread: 24 million pixels (a 6000 x 4000 photo) is 96 MB decoded. */
export const MAX_PICTURE_PIXELS = 24_000_000;
// A png ends with its IEND chunk (length 0, type, CRC); anything after it is not part of the picture.
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const decodes = new Slots(2);

/** png: the header's size is checked before anything is inflated; then every chunk, its CRC and the pixels. */
function pngDecodes(bytes: Buffer): Promise<boolean> {
  if (bytes.length < 33 + PNG_END.length || bytes.toString('latin1', 12, 16) !== 'IHDR') return Promise.resolve(false);
  if (bytes.readUInt32BE(16) * bytes.readUInt32BE(20) > MAX_PICTURE_PIXELS) return Promise.resolve(false);
  if (!bytes.subarray(bytes.length - PNG_END.length).equals(PNG_END)) return Promise.resolve(false);
  return new Promise((resolve) => {
    let done = false;
    const settle = (ok: boolean) => {
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

/** jpg: decoded strictly (no tolerance for broken data), within the pixel and memory bounds. */
function jpegDecodes(bytes: Buffer): boolean {
  try {
    const image = jpeg.decode(bytes, {
      tolerantDecoding: false,
      formatAsRGBA: false,
      maxResolutionInMP: MAX_PICTURE_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 256,
    });
    return image.width > 0 && image.height > 0;
  } catch {
    return false;
  }
}

/** The picture's type once it has decoded as one, or null (not a png or jpg, broken, or too many pixels). */
export async function decodedPictureType(bytes: Buffer): Promise<ApplicationImageType | null> {
  const type = imageTypeOf(bytes);
  if (!type) return null;
  const release = await decodes.wait();
  try {
    return (type === 'image/png' ? await pngDecodes(bytes) : jpegDecodes(bytes)) ? type : null;
  } finally {
    release();
  }
}
