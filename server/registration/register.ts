// Registration (docs/product.md §4): by username or by mobile number, each checked against the operator's field
// rules, limited per IP, with an optional invitation code; the new account is signed in at once.
import type { Tx } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { codeRefusal, consumeSmsCode } from '../session/sms-codes.ts';
import { createSession } from '../session/sessions.ts';
import { hashPassword } from '../shared/passwords.ts';
import { bump } from '../shared/rate-counters.ts';
import { Refusal } from '../shared/refusal.ts';
import { recordInvitee } from '../referral/service.ts';
import { freshCode, ownerOfCode, type CodeOwner } from '../agent-centre/links.ts';
import { typeForAccount } from '../agent-team/register-downline.ts';
import { DEFAULT_DIALING_CODE, toE164 } from '../../contract/rules/phone.ts';
import type { FieldRule } from '../../contract/rules/field-rules.ts';
import { registrationProblems, type RegisterMode } from '../../contract/rules/registration-rules.ts';
import { MEMBER_TYPE } from '../../contract/rules/member-type.ts';
import type { RegisterRequest } from '../../contract/registration/register.ts';
import type { LoginValue } from '../../contract/session/session.ts';
import { insertMember } from './new-member.ts';

const REGISTRATIONS_PER_HOUR = 10;

/** What a registration needs besides its body: the operator's field rules, the caller's address and language. */
export interface Registration {
  body: RegisterRequest;
  rules: Record<string, FieldRule>;
  ip: string;
  language: string;
}

const expiredLink = () => new Refusal('affiliate.expired', 'This invitation link has expired');
const invalidCode = () => new Refusal('affiliate.invalid', 'Invalid invitation code');

/** The new account's type: what the invitation link says, a member otherwise. */
const typeOf = (owner: CodeOwner) => (owner.kind === 'agent' ? typeForAccount(owner.accountType) : MEMBER_TYPE);

export async function checkAffiliate({ db, clock }: Pick<Deps, 'db' | 'clock'>, code: string): Promise<{ valid: true; nickname: string }> {
  const owner = await ownerOfCode(db, code, clock.now());
  if (owner.kind === 'expired') throw expiredLink();
  if (owner.kind !== 'agent') throw invalidCode();
  return { valid: true, nickname: owner.nickname };
}

/** A player's referral code makes the new player its invitee, in the registration's transaction (docs/loyalty.md). */
const referralHook = (deps: Pick<Deps, 'clock'>, body: RegisterRequest, type: number, mobile: string | null) =>
  body.referralCode?.trim() && type === MEMBER_TYPE
    ? (tx: Tx, id: number) =>
        recordInvitee(tx, { inviteeId: id, referralCode: body.referralCode!, device: body.deviceId?.trim() || null, mobile, now: deps.clock.now() }).then(
          () => undefined,
        )
    : undefined;

/** Creates the member from checked values; null when the account or number is taken. */
async function createMember(deps: Deps, r: Registration, account: string, mobile: string | null, owner: CodeOwner) {
  const { body } = r;
  const invited = owner.kind === 'agent' ? owner : null;
  // An agent's link for agents makes a sub-agent, with a code of its own to invite with (docs/agents.md).
  const asAgent = invited?.accountType === 'agent';
  return insertMember(
    deps,
    {
      account,
      nickname: account,
      passwordHash: await hashPassword(body.password!),
      type: typeOf(owner),
      parentId: invited?.agentId ?? null,
      linkId: invited?.linkId ?? null,
      affiliateCode: asAgent ? await freshCode(deps) : null,
      email: body.email?.trim() || null,
      mobile,
      countryDialingCode: mobile ? (body.countryDialingCode ?? DEFAULT_DIALING_CODE) : null,
      payeeName: body.payeeName?.trim() || null,
      language: r.language,
      firstTimeLogin: true,
    },
    referralHook(deps, body, typeOf(owner), mobile),
  );
}

/**
 * The checks every registration shares: the field rules, the per-IP limit and the invitation code. A bad code is
 * refused by the caller, so a registration by number first uses up its sms code.
 */
async function checked({ db, clock }: Pick<Deps, 'db' | 'clock'>, r: Registration, mode: RegisterMode, smsVerification: boolean) {
  const { body } = r;
  const problems = registrationProblems(r.rules, mode, smsVerification, body);
  const first = Object.entries(problems)[0];
  if (first) throw new Refusal('register.invalid', `${first[0]}: ${first[1].key}`, { fields: problems });
  if ((await bump(db, `register:ip:${r.ip}`, clock.now(), 3_600_000)) > REGISTRATIONS_PER_HOUR)
    throw new Refusal('TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes');
  const owner: CodeOwner = body.affiliateCode?.trim() ? await ownerOfCode(db, body.affiliateCode, clock.now()) : { kind: 'none' };
  const badCode = !body.affiliateCode?.trim() || owner.kind === 'agent' ? null : owner.kind === 'expired' ? expiredLink() : invalidCode();
  return { owner, badCode };
}

async function signedIn(deps: Deps, { id }: { id: number }, type: number): Promise<LoginValue> {
  return { token: await createSession(deps, id, { firstLogin: true }), firstTimeLogin: true, passwordExpired: false, type };
}

/** What a provider identity registers with (server/session/social): no password the member knows, no field rules to meet. */
export interface SocialRegistration {
  account: string;
  nickname: string;
  email: string | null;
  passwordHash: string;
  affiliateCode: string | null;
  ip: string;
  language: string;
}

/**
 * Registers a member from a provider identity under the same invitation, per-IP and first-login rules as the forms
 * above; null when the account name is taken. `then` runs in the registration's transaction (the identity's link).
 */
export async function registerBySocial(deps: Deps, r: SocialRegistration, then: (tx: Tx, id: number) => Promise<void>): Promise<LoginValue | null> {
  const { db, clock } = deps;
  if ((await bump(db, `register:ip:${r.ip}`, clock.now(), 3_600_000)) > REGISTRATIONS_PER_HOUR)
    throw new Refusal('TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes');
  const owner: CodeOwner = r.affiliateCode?.trim() ? await ownerOfCode(db, r.affiliateCode, clock.now()) : { kind: 'none' };
  if (r.affiliateCode?.trim() && owner.kind !== 'agent') throw owner.kind === 'expired' ? expiredLink() : invalidCode();
  const invited = owner.kind === 'agent' ? owner : null;
  const type = typeOf(owner);
  const created = await insertMember(
    deps,
    {
      account: r.account,
      nickname: r.nickname,
      passwordHash: r.passwordHash,
      type,
      parentId: invited?.agentId ?? null,
      linkId: invited?.linkId ?? null,
      affiliateCode: invited?.accountType === 'agent' ? await freshCode(deps) : null,
      email: r.email,
      language: r.language,
      firstTimeLogin: true,
    },
    then,
  );
  return created && signedIn(deps, created, type);
}

export async function registerByUsername(deps: Deps, r: Registration): Promise<LoginValue> {
  const { owner, badCode } = await checked(deps, r, 'username', false);
  if (badCode) throw badCode;
  const { body } = r;
  const mobile = body.mobileNum?.trim() ? toE164(body.countryDialingCode ?? DEFAULT_DIALING_CODE, body.mobileNum) : null;
  const created = await createMember(deps, r, body.username!.trim(), mobile, owner);
  if (!created) throw new Refusal('register.username.taken', 'This username or mobile number is already taken');
  return signedIn(deps, created, typeOf(owner));
}

/** With REGMOBVERF3 on, the number is proved by its texted code. */
export async function registerByMobile(deps: Deps, r: Registration, smsVerification: boolean): Promise<LoginValue> {
  const { owner, badCode } = await checked(deps, r, 'mobile', smsVerification);
  const { body } = r;
  const mobile = toE164(body.countryDialingCode ?? DEFAULT_DIALING_CODE, body.mobileNum!)!;
  if (smsVerification) {
    const check = await consumeSmsCode(deps, 'register', mobile, body.verificationCode!);
    if (check !== 'ok') throw codeRefusal(check);
  }
  if (badCode) throw badCode;
  // A member who registers by number gets an account name made from it (letters first, as the rule wants).
  const created = await createMember(deps, r, `m${mobile.slice(1)}`, mobile, owner);
  if (!created) throw new Refusal('register.mobile.taken', 'This mobile number is already registered');
  return signedIn(deps, created, typeOf(owner));
}
