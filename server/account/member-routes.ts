import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import { memberOf } from '../http/auth.ts';
import type { IconValue, MemberInfo } from '../../contract/account/member.ts';
import { avatarPath } from '../../contract/rules/avatars.ts';
import { checkNewPassword, type FieldProblem } from '../../contract/rules/field-rules.ts';
import { hashPassword, verifyPassword } from '../shared/passwords.ts';
import { registerCall } from '../http/call-route.ts';
import { ApiError, ok, refused } from '../http/envelope.ts';
import type { Member } from '../session/sessions.ts';
import { unreadCount } from '../messages/service.ts';
import { claimableCount } from '../rewards/reward-counts.ts';
import { roleOf } from '../../contract/rules/member-type.ts';
import { fallbackVipName, vipLevelName } from '../vip/service.ts';

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

/** The member info of docs/product.md §3; the VIP label is the name of the member's level in vip_levels. */
export function memberInfo(
  member: Member,
  currencySymbol: string,
  unreadMessage = 0,
  vipLabelName = fallbackVipName(member.vipLevel),
  availablePromoCount = 0,
): MemberInfo {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    language: member.language,
    vipLevel: member.vipLevel,
    vipLabelName,
    hasVip: member.vipLevel > 0,
    vipRankLevel: member.vipLevel,
    availablePromoCount,
    unreadMessage,
    firstTimeLogin: member.firstTimeLogin,
    currencySymbol,
    iconUrl: avatarPath(member.iconId),
  };
}

export async function memberRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;

  registerCall(app, 'memberInfo', async (request) => {
    const member = memberOf(request);
    // Trial players fetch no unread messages (docs/product.md §4): their count stays 0.
    const trial = roleOf(member.type) === 'trial';
    const now = app.deps.clock.now();
    const unread = trial ? 0 : await unreadCount(db, member.id, now);
    const claimable = trial ? 0 : await claimableCount(db, member.id, now, config.wallet.timeZoneOffsetMinutes);
    return ok(memberInfo(member, config.merchant.currencySymbol, unread, await vipLevelName(db, member.vipLevel), claimable));
  });

  registerCall(app, 'changePassword', async (request) => {
    const member = memberOf(request);
    const body = request.body;
    const rule = (await app.statusCache.get()).info.register.password;
    const problem = checkNewPassword(rule, body.newPassword, body.confirmNewPassword);
    if (problem) throw new ApiError(400, problem.key, passwordMessage(problem), problem.values ?? null);
    if (!(await verifyPassword(body.oldPassword, member.passwordHash))) return refused('password.incorrect', 'The old password is incorrect');
    await db
      .update(members)
      .set({ passwordHash: await hashPassword(body.newPassword), passwordChangedAt: app.deps.clock.now() })
      .where(eq(members.id, member.id));
    return ok(null);
  });

  registerCall(app, 'memberIcon', async (request) => {
    const { iconId } = memberOf(request);
    const value: IconValue = { iconId, url: avatarPath(iconId) };
    return ok(value);
  });

  registerCall(app, 'setMemberIcon', async (request) => {
    await db
      .update(members)
      .set({ iconId: request.body.iconId })
      .where(eq(members.id, memberOf(request).id));
    const value: IconValue = { iconId: request.body.iconId, url: avatarPath(request.body.iconId) };
    return ok(value);
  });

  registerCall(app, 'firstLogin', async (request) => {
    await db
      .update(members)
      .set({ firstTimeLogin: false })
      .where(eq(members.id, memberOf(request).id));
    return ok(null);
  });

  registerCall(app, 'setLanguage', async (request) => {
    const member = memberOf(request);
    await db.update(members).set({ language: request.body.language }).where(eq(members.id, member.id));
    return ok({ language: request.body.language });
  });
}
