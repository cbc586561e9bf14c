// One picture of a multipart body, read as it streams in (issue 39 item 4): its first bytes must be a png or jpg
// signature (anything else is refused before the rest is read), at most maxBytes are held (the multipart limit
// stops the stream there), and the whole is decoded before it is kept (server/shared/picture-check.ts).
import type { MultipartFile } from '@fastify/multipart';
import { imageTypeOf, type ApplicationImageType } from '../../contract/rules/promotion-application.ts';
import { decodedPictureType } from '../shared/picture-check.ts';

export interface Picture {
  mime: ApplicationImageType;
  bytes: Buffer;
}

/** Why a picture is refused; each call answers it with its own refusal code. */
export class PictureProblem extends Error {
  constructor(readonly problem: 'invalid' | 'tooLarge') {
    super(problem === 'invalid' ? 'Not a png or jpg picture' : 'The picture is too large');
  }
}

const SIGNATURE_BYTES = 8;

/** The part's picture, or null when the part is empty (a file input with nothing chosen). */
export async function readPicturePart(part: MultipartFile, maxBytes: number): Promise<Picture | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let signed = false;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > maxBytes) throw new PictureProblem('tooLarge');
    if (!signed && size >= SIGNATURE_BYTES) {
      if (!imageTypeOf(Buffer.concat(chunks, size).subarray(0, SIGNATURE_BYTES))) throw new PictureProblem('invalid');
      signed = true;
    }
  }
  if (part.file.truncated) throw new PictureProblem('tooLarge');
  if (!size) return null;
  const bytes = Buffer.concat(chunks, size);
  const mime = await decodedPictureType(bytes);
  if (!mime) throw new PictureProblem('invalid');
  return { mime, bytes };
}
