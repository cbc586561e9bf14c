// Whether an uploaded file is a picture, by decoding it (issue 39 item 4): a png or jpg signature alone says nothing of
// what follows it, so a file that only starts like a picture (a png signature, then HTML) is refused. Decoded with
// pngjs and jpeg-js, small pure-JS decoders with no native build (docs/decisions.md), in worker threads
// (picture-decode.worker.mjs) so that a large picture's decode does not hold up every other request; the pixels are
// dropped at once. Two decodes at a time in the process, since each holds the picture's pixels while it runs.
import { Worker } from 'node:worker_threads';
import { imageTypeOf, type ApplicationImageType } from '../../contract/rules/promotion-application.ts';
import { Slots } from './slots.ts';

/** Pictures larger than this are refused unread: 24 million pixels (a 6000 x 4000 photo) is 96 MB decoded. */
export const MAX_PICTURE_PIXELS = 24_000_000;
// A png ends with its IEND chunk (length 0, type, CRC); anything after it is not part of the picture.
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const DECODERS = 2;
const decodes = new Slots(DECODERS);
const idle: Worker[] = [];

/** A decoder thread; its heap is bounded, so a picture built to exhaust memory ends that thread, not the server. */
function decoder(): Worker {
  const worker = new Worker(new URL('./picture-decode.worker.mjs', import.meta.url), {
    workerData: { maxPixels: MAX_PICTURE_PIXELS },
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  // An idle decoder does not keep the process alive (a drained server exits); one that ends is never reused.
  worker.unref();
  worker.on('error', () => undefined);
  worker.on('exit', () => idle.includes(worker) && idle.splice(idle.indexOf(worker), 1));
  return worker;
}

/** Whether the bytes decode as `type`, on an idle decoder thread (a new one when none is idle, or after a crash). */
function decodesInThread(type: ApplicationImageType, bytes: Buffer): Promise<boolean> {
  const worker = idle.pop() ?? decoder();
  return new Promise((resolve) => {
    const answered = (ok: boolean) => {
      worker.off('exit', failed);
      idle.push(worker);
      resolve(ok === true);
    };
    // The thread ended (its heap limit, a crash): the picture is refused and the next decode starts a new thread.
    const failed = () => {
      worker.off('message', answered);
      resolve(false);
    };
    worker.once('message', answered);
    worker.once('exit', failed);
    worker.postMessage({ type, bytes });
  });
}

/** The png header's size is checked before anything is inflated, and the file must end at its IEND chunk. */
function pngLooksWhole(bytes: Buffer): boolean {
  if (bytes.length < 33 + PNG_END.length || bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  if (bytes.readUInt32BE(16) * bytes.readUInt32BE(20) > MAX_PICTURE_PIXELS) return false;
  return bytes.subarray(bytes.length - PNG_END.length).equals(PNG_END);
}

/** The picture's type once it has decoded as one, or null (not a png or jpg, broken, or too many pixels). */
export async function decodedPictureType(bytes: Buffer): Promise<ApplicationImageType | null> {
  const type = imageTypeOf(bytes);
  if (!type || (type === 'image/png' && !pngLooksWhole(bytes))) return null;
  const release = await decodes.wait();
  try {
    return (await decodesInThread(type, bytes)) ? type : null;
  } finally {
    release();
  }
}
