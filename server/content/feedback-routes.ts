// The feedback calls (issue 16, contract/content/feedback.ts). Thin: the rules live in server/content/feedback.ts; the form
// and its one image are read here from the multipart stream, the image streamed and decoded (the promotion
// application's check, server/http/picture-part.ts), and a visitor's captcha is the login's (GET /wps/captcha, used once).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { memberForToken } from '../session/sessions.ts';
import { captchaKey, checkCaptcha } from '../session/captcha.ts';
import { bump } from '../shared/rate-counters.ts';
import { checkFeedback, memberFeedback, sendFeedback, type FeedbackImage } from './feedback.ts';
import { roleOf } from '../../contract/rules/member-type.ts';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '../../contract/rules/feedback.ts';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { refuseHostile } from '../http/hostile-input.ts';
import { PictureProblem, readPicturePart } from '../http/picture-part.ts';
import { withUploadSlot } from '../http/upload-slots.ts';
import { ApiError, ok, tooManyRequests } from '../http/envelope.ts';
import { Refusal } from '../shared/refusal.ts';
import type { RefusalCode } from '../../contract/calls.ts';

const LIMITS = { minWords: FEEDBACK_MIN_WORDS, maxWords: FEEDBACK_MAX_WORDS, maxBytes: FEEDBACK_IMAGE_MAX_BYTES };
const HOUR = 3_600_000;
/** Visitors per address and members per account, per hour: enough for a real problem, not for a flood. */
const VISITOR_SENDS_PER_HOUR = 10;
const MEMBER_SENDS_PER_HOUR = 20;
const FIELDS = ['type', 'content', 'contact', 'captchaId', 'captcha', 'language'] as const;
type Form = Record<(typeof FIELDS)[number], string>;

const imageRefusal = (code: RefusalCode, message: string) => new Refusal(code, message, LIMITS);

/** The fields and the image of the multipart body, all read (the image streamed and decoded) before anything is stored. */
async function readForm(request: FastifyRequest): Promise<{ form: Form; image: FeedbackImage | null }> {
  const form = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Form;
  let image: FeedbackImage | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if ((FIELDS as readonly string[]).includes(part.fieldname)) form[part.fieldname as keyof Form] = String(part.value ?? '');
        continue;
      }
      if (image) throw imageRefusal('feedback.image.tooMany', 'Only one image can be uploaded');
      // Streamed and decoded as it comes in (server/http/picture-part.ts).
      const picture = await readPicturePart(part, FEEDBACK_IMAGE_MAX_BYTES);
      // An empty file input sends a part with no bytes: nothing was chosen.
      if (!picture && !part.filename) continue;
      if (!picture) throw imageRefusal('feedback.image.invalid', 'Only png or jpg images can be uploaded');
      image = picture;
    }
  } catch (err) {
    if (err instanceof Refusal) throw err;
    if (err instanceof PictureProblem)
      throw err.problem === 'tooLarge'
        ? imageRefusal('feedback.image.tooLarge', 'The image may be at most 5 MB')
        : imageRefusal('feedback.image.invalid', 'Only png or jpg pictures can be uploaded, and the picture must open as one');
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageRefusal('feedback.image.tooLarge', 'The image may be at most 5 MB');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw imageRefusal('feedback.image.tooMany', 'Only one image can be uploaded');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ApiError(400, 'request.invalid', 'Too many fields');
    throw new ApiError(400, 'request.invalid', 'Send the feedback as multipart/form-data');
  }
  refuseHostile('body', form);
  return { form, image };
}

export async function feedbackRoutes(root: FastifyInstance) {
  await root.register(async (app) => {
    const deps = app.deps;
    const { db, clock } = deps;
    let signingKey: Promise<Buffer> | null = null;
    const captchaSigningKey = () => (signingKey ??= app.rsaKey().then((k) => captchaKey(k.privateKey)));

    registerCall(app, 'myFeedback', async (request) => ok({ list: await memberFeedback(db, memberOf(request).id) }));

    await app.register(async (upload) => {
      // Two extra file slots so that a second image is told apart as "only one"; 2 x the character cap for content.
      await upload.register(multipart, {
        limits: { fileSize: FEEDBACK_IMAGE_MAX_BYTES, files: 2, fields: FIELDS.length + 2, parts: FIELDS.length + 4, fieldSize: FEEDBACK_MAX_CHARS * 8 },
      });
      registerCall(upload, 'sendFeedback', async (request) => {
        // The token is optional: a member writes as themself, no token (or a stale one) as a visitor.
        const token = request.headers.authorization?.trim();
        const member = token ? await memberForToken(deps, token) : null;
        if (member && roleOf(member.type) === 'trial')
          throw new Refusal('feedback.trial', 'Trial accounts cannot send feedback: please register or sign out and write as a visitor');
        const now = clock.now();
        const key = member ? `feedback:member:${member.id}` : `feedback:ip:${request.ip}`;
        if ((await bump(db, key, now, HOUR)) > (member ? MEMBER_SENDS_PER_HOUR : VISITOR_SENDS_PER_HOUR)) throw tooManyRequests();

        // A place among the uploads in flight (two per member or address) before the body is read.
        return withUploadSlot(request, member ? `member:${member.id}` : `ip:${request.ip}`, async () => {
          const { form, image } = await readForm(request);
          if (!(FEEDBACK_TYPES as readonly string[]).includes(form.type)) throw new Refusal('feedback.type.invalid', 'Please choose the type of feedback');
          const input = {
            memberId: member?.id ?? null,
            type: form.type as FeedbackType,
            content: form.content,
            contact: form.contact,
            language: (form.language || member?.language || 'en').slice(0, 10),
            image,
          };
          // Content first: a visitor's captcha works once, so it is only spent on feedback that could be stored.
          checkFeedback(input, LIMITS);
          if (!member) {
            if (!form.captchaId || !form.captcha) throw new Refusal('captcha.required', 'Please enter the captcha');
            if (
              form.captchaId.length > 128 ||
              form.captcha.length > 16 ||
              !(await checkCaptcha(db, await captchaSigningKey(), clock, form.captchaId, form.captcha))
            )
              throw new Refusal('captcha.invalid', 'The captcha is incorrect');
          }
          return ok(await sendFeedback(db, now, input, LIMITS));
        });
      });
    });
  });
}
