import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireModule } from '../http/whitelabel.ts';
import { confirmPasswordReset, resetPasswordByEmail } from './password-reset-mail.ts';
import { resetPasswordByPhone } from './password-reset-phone.ts';
import { phoneOf } from './phone.ts';
import { checkNewPassword } from '../../contract/rules/field-rules.ts';

export async function passwordResetRoutes(app: FastifyInstance) {
  const deps = app.deps;

  // The same answer whether or not the pair names an account: the mail goes only when it does.
  registerCall(app, 'resetPasswordByEmail', async (request) => {
    await resetPasswordByEmail(deps, request.body.username, request.body.email, request.ip);
    return ok(null);
  });

  registerCall(app, 'confirmPasswordReset', async (request) => {
    const body = request.body;
    await newPasswordAllowed(body.newPassword);
    return ok(await confirmPasswordReset(deps, body.username, body.code, body.newPassword));
  });

  /** The operator's password rule names its own pattern code, which no call's error list can name: bad input, 400. */
  async function newPasswordAllowed(newPassword: string) {
    const problem = checkNewPassword((await app.statusCache.get()).info.register.password, newPassword, newPassword);
    if (problem) throw new ApiError(400, problem.key, 'The new password does not meet the password rule', problem.values ?? null);
  }

  registerCall(app, 'resetPasswordByPhone', async (request) => {
    await requireModule(app, 'CHNGPASSVERIF3');
    const body = request.body;
    const phone = phoneOf(body.countryDialingCode, body.mobileNum);
    await newPasswordAllowed(body.newPassword);
    return ok(await resetPasswordByPhone(deps, phone, body.verificationCode, body.newPassword));
  });
}
