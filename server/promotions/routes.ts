// The promotions page's calls (issue 13 item 5, contract/promotions/promotions.ts). Thin: the rules live in
// server/promotions/service.ts; the application's images are read here from the multipart stream, every one
// decoded before anything is stored, and only once the member may apply and has a place among the uploads in flight.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { memberOf, optionalPlayer } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { refuseHostile } from '../http/hostile-input.ts';
import { PictureProblem, readPicturePart } from '../http/picture-part.ts';
import { withUploadSlot } from '../http/upload-slots.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { applyForPromotion, joinPromotion, type ApplicationImage } from './service.ts';
import { promotionList } from './promotion-list.ts';
import { APPLICATION_MAX_IMAGES, APPLICATION_MAX_IMAGE_BYTES, REMARK_MAX_LENGTH } from '../../contract/rules/promotion-application.ts';
import { Refusal } from '../shared/refusal.ts';
import type { RefusalCode } from '../../contract/calls.ts';

const LIMITS = { remarkMax: REMARK_MAX_LENGTH, maxImages: APPLICATION_MAX_IMAGES, maxBytes: APPLICATION_MAX_IMAGE_BYTES };

const imageRefusal = (code: RefusalCode, message: string) => new Refusal(code, message, LIMITS);

/**
 * The remark and the images of the multipart body, each image streamed in and decoded (server/http/picture-part.ts)
 * before the next is read; any bad image refuses them all and nothing is stored.
 */
async function readApplication(request: FastifyRequest): Promise<{ remark: string; images: ApplicationImage[] }> {
  let remark = '';
  const images: ApplicationImage[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'remark') remark = String(part.value ?? '');
        continue;
      }
      const picture = await readPicturePart(part, APPLICATION_MAX_IMAGE_BYTES);
      // An empty file input sends a part with no bytes: nothing was chosen.
      if (!picture && !part.filename) continue;
      if (!picture) throw imageRefusal('promotion.image.invalid', 'Only png or jpg images can be uploaded');
      images.push(picture);
    }
  } catch (err) {
    if (err instanceof Refusal) throw err;
    if (err instanceof PictureProblem)
      throw err.problem === 'tooLarge'
        ? imageRefusal('promotion.image.tooLarge', 'Each image may be at most 5 MB')
        : imageRefusal('promotion.image.invalid', 'Only png or jpg pictures can be uploaded, and each must open as one');
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageRefusal('promotion.image.tooLarge', 'Each image may be at most 5 MB');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw imageRefusal('promotion.image.tooMany', 'At most 3 images can be uploaded');
    throw new ApiError(400, 'request.invalid', 'Send the application as multipart/form-data');
  }
  refuseHostile('body', { remark });
  return { remark, images };
}

export async function promotionRoutes(root: FastifyInstance) {
  await root.register(async (app) => {
    const { db, clock } = app.deps;

    // The token is optional: a real account sees its own statuses; a visitor, a trial player or a stale token the
    // action ones.
    registerCall(app, 'promotionList', async (request, reply) =>
      ok(await promotionList(db, clock.now(), await optionalPlayer(app.deps, request, reply), request.language)),
    );

    registerCall(app, 'joinPromotion', async (request) => ok(await joinPromotion(db, clock.now(), memberOf(request).id, request.body.promotionId)));

    // Applications: multipart only here, with the product's limits (one more file than allowed is read so that
    // "too many" can be told apart; any refusal stores nothing).
    await app.register(async (upload) => {
      await upload.register(multipart, {
        limits: { fileSize: APPLICATION_MAX_IMAGE_BYTES, files: APPLICATION_MAX_IMAGES, fields: 4, parts: APPLICATION_MAX_IMAGES + 4, fieldSize: 16 * 1024 },
      });
      registerCall(upload, 'applyPromotion', async (request) => {
        const memberId = memberOf(request).id;
        const promotionId = request.query.promotionId;
        // A place among the uploads in flight, then the right to apply (in the service), both before the images are read.
        return withUploadSlot(request, `member:${memberId}`, async () =>
          ok(await applyForPromotion(db, clock, memberId, promotionId, () => readApplication(request))),
        );
      });
    });
  });
}
