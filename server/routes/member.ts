import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import { memberOf } from '../http/auth.ts';
import { languageUpdateBody } from '../../contract/system.ts';
import { changePasswordBody, iconBody, type IconValue } from '../../contract/member.ts';
import { avatarPath } from '../../contract/rules/avatars.ts';
import { checkNewPassword, type FieldProblem } from '../../contract/rules/field-rules.ts';
import { hashPassword, verifyPassword } from '../domain/passwords.ts';
import { ApiError, ok, refused } from '../http/envelope.ts';
import type { MemberInfo } from '../../contract/member.ts';
import type { Member } from '../domain/sessions.ts';
import { sealedBody } from '../../contract/session.ts';
import { unreadCount } from '../domain/messages.ts';
import { roleOf } from '../../contract/rules/member-type.ts';

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

const tags = ['member'];
const security = [{ token: [] }];

export const vipLabel = (level: number) => `VIP ${level}`;

export function memberInfo(member: Member, currencySymbol: string, unreadMessage = 0): MemberInfo {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    language: member.language,
    vipLevel: member.vipLevel,
    vipLabelName: vipLabel(member.vipLevel),
    hasVip: member.vipLevel > 0,
    vipRankLevel: member.vipLevel,
    // No promotions to claim exist on this server yet: that count is honestly zero until they do.
    availablePromoCount: 0,
    unreadMessage,
    firstTimeLogin: member.firstTimeLogin,
    currencySymbol,
    iconUrl: avatarPath(member.iconId),
  };
}

export async function memberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  app.get('/wps/member/info', { config: { auth: 'session' }, schema: { tags, security, summary: 'The signed-in member' } }, async (request) => {
    const member = memberOf(request);
    // Trial players fetch no unread messages (spec §4): their count stays 0.
    const unread = roleOf(member.type) === 'trial' ? 0 : await unreadCount(db, member.id, app.deps.clock.now());
    return ok(memberInfo(member, config.merchant.currencySymbol, unread));
  });

  app.post(
    '/wps/member/password',
    {
      config: { auth: 'session' },
      schema: { tags, security, summary: 'Change the password (encrypted: oldPassword, newPassword, confirmNewPassword)', body: sealedBody },
    },
    async (request) => {
      const member = memberOf(request);
      const body = await app.openSealed(request, changePasswordBody);
      const rule = (await app.statusCache.get()).info.register.password;
      const problem = checkNewPassword(rule, body.newPassword, body.confirmNewPassword);
      if (problem) throw new ApiError(400, problem.key, passwordMessage(problem), problem.values ?? null);
      if (!(await verifyPassword(body.oldPassword, member.passwordHash))) return refused('password.incorrect', 'The old password is incorrect');
      await db
        .update(members)
        .set({ passwordHash: await hashPassword(body.newPassword), passwordChangedAt: app.deps.clock.now() })
        .where(eq(members.id, member.id));
      return ok(null);
    },
  );

  app.get('/wps/member/info/icon', { config: { auth: 'session' }, schema: { tags, security, summary: 'The member\'s avatar' } }, async (request) => {
    const { iconId } = memberOf(request);
    const value: IconValue = { iconId, url: avatarPath(iconId) };
    return ok(value);
  });

  app.put(
    '/wps/member/info/icon',
    { config: { auth: 'session' }, schema: { tags, security, summary: 'Pick another avatar (1 to 12)', body: iconBody } },
    async (request) => {
      await db.update(members).set({ iconId: request.body.iconId }).where(eq(members.id, memberOf(request).id));
      const value: IconValue = { iconId: request.body.iconId, url: avatarPath(request.body.iconId) };
      return ok(value);
    },
  );

  app.post(
    '/wps/member/firstLogin',
    { config: { auth: 'session' }, schema: { tags, security, summary: 'The first-login call: the member has now signed in once (spec §4)' } },
    async (request) => {
      await db.update(members).set({ firstTimeLogin: false }).where(eq(members.id, memberOf(request).id));
      return ok(null);
    },
  );

  app.put(
    '/wps/member/language',
    { config: { auth: 'session' }, schema: { tags, security, summary: 'Store the member\'s language choice', body: languageUpdateBody } },
    async (request) => {
      const member = memberOf(request);
      await db.update(members).set({ language: request.body.language }).where(eq(members.id, member.id));
      return ok({ language: request.body.language });
    },
  );
}
