import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { checkNewPassword, type FieldProblem } from '../../contract/rules/field-rules.ts';
import { registerCall } from '../http/call-route.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { changePassword, iconValue, markFirstLoginDone, memberInfoOf, setMemberIcon, setMemberLanguage } from './member.ts';

/** The server's own wording of a password problem (the site shows its translated one). */
function passwordMessage(problem: FieldProblem): string {
  const { min, max } = (problem.values ?? {}) as { min?: number; max?: number };
  switch (problem.key) {
    case 'validation.passwordBlocked':
      return '123456 cannot be used as a password';
    case 'validation.confirmMismatch':
      return 'Incorrect confirmation input';
    case 'validation.required':
      return 'Input cannot be empty';
    case 'validation.passwordLength':
      return `Please fill in your password with ${min} - ${max} characters`;
    default:
      return 'The new password does not meet the password rule';
  }
}

export async function memberRoutes(app: FastifyInstance) {
  const deps = app.deps;

  registerCall(app, 'memberInfo', async (request) => ok(await memberInfoOf(deps, memberOf(request))));

  registerCall(app, 'changePassword', async (request) => {
    const body = request.body;
    // The operator's password rule names its own pattern code, which no call's error list can name: bad input, 400.
    const problem = checkNewPassword((await app.statusCache.get()).info.register.password, body.newPassword, body.confirmNewPassword);
    if (problem) throw new ApiError(400, problem.key, passwordMessage(problem), problem.values ?? null);
    await changePassword(deps, memberOf(request), body.oldPassword, body.newPassword);
    return ok(null);
  });

  registerCall(app, 'memberIcon', async (request) => ok(iconValue(memberOf(request).iconId)));

  registerCall(app, 'setMemberIcon', async (request) => ok(await setMemberIcon(deps, memberOf(request).id, request.body.iconId)));

  registerCall(app, 'firstLogin', async (request) => {
    await markFirstLoginDone(deps, memberOf(request).id);
    return ok(null);
  });

  registerCall(app, 'setLanguage', async (request) => {
    await setMemberLanguage(deps, memberOf(request).id, request.body.language);
    return ok({ language: request.body.language });
  });
}
