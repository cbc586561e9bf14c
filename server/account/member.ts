// The member's own account: the member info of docs/product.md §3, the password, the avatar, the first-login mark and
// the language.
import { eq } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import type { IconValue, MemberInfo } from '../../contract/account/member.ts';
import { avatarPath } from '../../contract/rules/avatars.ts';
import { roleOf } from '../../contract/rules/member-type.ts';
import { hashPassword, verifyPassword } from '../shared/passwords.ts';
import { Refusal } from '../shared/refusal.ts';
import { claimAttempt, clearAttempts, type AttemptLimit } from '../shared/attempt-limits.ts';
import type { Member } from '../session/sessions.ts';
import { unreadCount } from '../messages/service.ts';
import { claimableCount } from '../rewards/reward-counts.ts';
import { fallbackVipName, vipLevelName } from '../vip/service.ts';

/** The VIP label is the name of the member's level in vip_levels. */
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

export async function memberInfoOf({ db, clock, config }: Pick<Deps, 'db' | 'clock' | 'config'>, member: Member): Promise<MemberInfo> {
  // Trial players fetch no unread messages (docs/product.md §4): their count stays 0.
  const trial = roleOf(member.type) === 'trial';
  const now = clock.now();
  const unread = trial ? 0 : await unreadCount(db, member.id, now);
  const claimable = trial ? 0 : await claimableCount(db, member.id, now, config.wallet.timeZoneOffsetMinutes);
  return memberInfo(member, config.merchant.currencySymbol, unread, await vipLevelName(db, member.vipLevel), claimable);
}

/**
 * Wrong old passwords a member may give in a window: a session left open on a shared computer must not become a
 * way to guess the password. Five minutes, as the spec's advice for too many requests says.
 */
export const passwordChangeTries = (memberId: number): AttemptLimit => ({ key: `password-change:${memberId}`, max: 5, windowMs: 5 * 60_000 });

/** The new password already meets the rule (the route checks it first, as bad input). */
export async function changePassword({ db, clock }: Pick<Deps, 'db' | 'clock'>, member: Member, oldPassword: string, newPassword: string): Promise<void> {
  const tries = passwordChangeTries(member.id);
  // Counted before it is checked, so a parallel burst checks at most `max` passwords.
  if ((await claimAttempt(db, tries, clock.now())) === null) throw new Refusal('TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes');
  if (!(await verifyPassword(oldPassword, member.passwordHash))) throw new Refusal('password.incorrect', 'The old password is incorrect');
  await clearAttempts(db, tries);
  await db
    .update(members)
    .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: clock.now() })
    .where(eq(members.id, member.id));
}

export const iconValue = (iconId: number): IconValue => ({ iconId, url: avatarPath(iconId) });

export async function setMemberIcon({ db }: Pick<Deps, 'db'>, memberId: number, iconId: number): Promise<IconValue> {
  await db.update(members).set({ iconId }).where(eq(members.id, memberId));
  return iconValue(iconId);
}

/** The first-login call: the member has now signed in once. */
export async function markFirstLoginDone({ db }: Pick<Deps, 'db'>, memberId: number): Promise<void> {
  await db.update(members).set({ firstTimeLogin: false }).where(eq(members.id, memberId));
}

export async function setMemberLanguage({ db }: Pick<Deps, 'db'>, memberId: number, language: string): Promise<void> {
  await db.update(members).set({ language }).where(eq(members.id, memberId));
}
