// Withdrawing (docs/product.md §2 withdraw, §4 Withdrawal confirmation; issue 6): bank accounts, the payment password, the
// limits, the encrypted request that holds the amount at once, and the member's answers for each paid part.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { registerRangeCall } from '../http/range-call.ts';
import { changePaymentPassword, setPaymentPassword } from '../account/payment-passwords.ts';
import { addBankAccount, memberBankAccounts } from './bank-accounts.ts';
import { requestWithdrawal } from './place-withdrawal.ts';
import { withdrawInfo } from './withdraw-info.ts';
import { memberWithdrawal, withdrawalPage } from './withdrawal-views.ts';
import { confirmAllReceived, confirmNotReceived, confirmReceived, type ProofImage } from './part-answers.ts';
import { PictureProblem, readPicturePart } from '../http/picture-part.ts';
import { withUploadSlot } from '../http/upload-slots.ts';
import { PROOF_MAX_BYTES, PROOF_MAX_FILES } from '../../contract/withdrawal/withdrawal.ts';
import { toCentavos } from '../ledger/amounts.ts';
import { Refusal } from '../shared/refusal.ts';
import type { RefusalCode } from '../../contract/calls.ts';

const proofRefusal = (code: RefusalCode, message: string) => new Refusal(code, message, { maxFiles: PROOF_MAX_FILES, maxBytes: PROOF_MAX_BYTES });

/**
 * The proof files of a multipart body, each streamed in and decoded (server/http/picture-part.ts) before the next is
 * read; any bad one refuses them all and nothing is stored.
 */
async function readProofs(request: FastifyRequest): Promise<ProofImage[]> {
  const proofs: ProofImage[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const picture = await readPicturePart(part, PROOF_MAX_BYTES);
      if (picture) proofs.push(picture);
    }
  } catch (err) {
    if (err instanceof Refusal) throw err;
    if (err instanceof PictureProblem)
      throw err.problem === 'tooLarge'
        ? proofRefusal('proof.too.large', 'Each image may be at most 5 MB')
        : proofRefusal('proof.not.image', 'Only png or jpg pictures can be uploaded, and each must open as one');
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw proofRefusal('proof.too.large', 'Each image may be at most 5 MB');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw proofRefusal('proof.too.many', 'At most 3 images can be uploaded');
    throw new ApiError(400, 'request.invalid', 'Send the proof images as multipart/form-data');
  }
  if (!proofs.length) throw proofRefusal('proof.missing', 'Please upload at least one image as proof');
  return proofs;
}

export async function withdrawRoutes(root: FastifyInstance) {
  await root.register(async (app) => {
    const deps = app.deps;
    const { db, clock } = deps;

    registerCall(app, 'withdrawInfo', async (request) => ok(await withdrawInfo(deps, memberOf(request).id)));

    registerCall(app, 'bankAccounts', async (request) => ok(await memberBankAccounts(db, memberOf(request).id)));

    registerCall(app, 'addBankAccount', async (request) => {
      const { bankCode, accountName, accountNumber } = request.body;
      return ok(await addBankAccount(db, clock.now(), memberOf(request).id, { bankCode, accountName, accountNumber }));
    });

    registerCall(app, 'setPaymentPassword', async (request) => {
      const body = request.body;
      await setPaymentPassword(db, clock, memberOf(request).id, body.paymentPassword, body.confirmPaymentPassword);
      return ok(null);
    });

    registerCall(app, 'changePaymentPassword', async (request) => {
      const body = request.body;
      await changePaymentPassword(db, clock, memberOf(request).id, body.oldPaymentPassword, body.newPaymentPassword, body.confirmPaymentPassword);
      return ok(null);
    });

    registerCall(app, 'withdraw', async (request) => {
      const body = request.body;
      return ok(await requestWithdrawal(deps, memberOf(request).id, { ...body, amount: toCentavos(body.amount) }));
    });

    registerRangeCall(app, 'withdrawals', (request, range) => {
      const q = request.query;
      return withdrawalPage(deps, memberOf(request).id, range, q.status, q.pageNum, q.pageSize);
    });

    registerCall(app, 'withdrawal', async (request) => {
      return ok(await memberWithdrawal(deps, memberOf(request).id, request.query.id));
    });

    registerCall(app, 'confirmReceived', async (request) => ok(await confirmReceived(deps, memberOf(request).id, request.body.partId)));

    registerCall(app, 'confirmAllReceived', async (request) => ok(await confirmAllReceived(deps, memberOf(request).id, request.body.withdrawalId)));

    // Proof uploads: multipart only here, with the product's limits (one more file than allowed is read so that
    // "too many" can be told apart; any refusal stores nothing).
    await app.register(async (upload) => {
      await upload.register(multipart, { limits: { fileSize: PROOF_MAX_BYTES, files: PROOF_MAX_FILES, fields: 4, parts: PROOF_MAX_FILES + 4 } });
      registerCall(upload, 'confirmNotReceived', async (request) => {
        const memberId = memberOf(request).id;
        const partId = request.query.partId;
        // A place among the uploads in flight, then the part (the member's, still awaiting an answer, in the service),
        // both before the proofs are read.
        return withUploadSlot(request, `member:${memberId}`, async () => ok(await confirmNotReceived(deps, memberId, partId, () => readProofs(request))));
      });
    });
  });
}
