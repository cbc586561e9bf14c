import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall, type CallRequest } from '../http/call-route.ts';
import { ApiError, ok, refused } from '../http/envelope.ts';
import { moduleOn, requireModule } from '../http/whitelabel.ts';
import { codeRefusal, consumeSmsCode } from '../session/sms-codes.ts';
import { DEFAULT_DIALING_CODE, toE164 } from '../../contract/rules/phone.ts';
import { hashPassword } from '../shared/passwords.ts';
import { createSession } from '../session/sessions.ts';
import { insertMember } from './new-member.ts';
import { recordInvitee } from '../referral/service.ts';
import { freshCode, ownerOfCode, type CodeOwner } from '../agent-centre/links.ts';
import { typeForAccount } from '../agent-team/register-downline.ts';
import { bump } from '../shared/rate-counters.ts';
import { registrationProblems, type RegisterMode } from '../../contract/rules/registration-rules.ts';
import { MEMBER_TYPE } from '../../contract/rules/member-type.ts';
import type { RegisterRequest } from '../../contract/registration/register.ts';
import type { Tx } from '../db/client.ts';
import type { LoginValue } from '../../contract/session/session.ts';

const REGISTRATIONS_PER_HOUR = 10;

/** The new account's type: what the invitation link says, a member otherwise. */
const typeOf = (owner: CodeOwner) => (owner.kind === 'agent' ? typeForAccount(owner.accountType) : MEMBER_TYPE);

export async function registerRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const { db, clock } = deps;

  registerCall(app, 'affiliate', async (request) => {
    const owner = await ownerOfCode(db, request.query.code, clock.now());
    if (owner.kind === 'expired') return refused('affiliate.expired', 'This invitation link has expired');
    return owner.kind === 'agent' ? ok({ valid: true, nickname: owner.nickname }) : refused('affiliate.invalid', 'Invalid invitation code');
  });

  /** Creates the member from checked values and signs it in; null when the account or number is taken. */
  async function createMember(request: FastifyRequest, body: RegisterRequest, account: string, mobile: string | null, owner: CodeOwner) {
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
        language: request.language,
        firstTimeLogin: true,
      },
      referralHook(body, typeOf(owner), mobile),
    );
  }

  /** A player's referral code makes the new player its invitee, in the registration's transaction (docs/loyalty.md). */
  const referralHook = (body: RegisterRequest, type: number, mobile: string | null) =>
    body.referralCode?.trim() && type === MEMBER_TYPE
      ? (tx: Tx, id: number) =>
          recordInvitee(tx, { inviteeId: id, referralCode: body.referralCode!, device: body.deviceId?.trim() || null, mobile, now: clock.now() }).then(
            () => undefined,
          )
      : undefined;

  /** The checks every registration shares: the field rules, the per-IP limit and the invitation code. */
  async function checked(request: CallRequest<'register'>, mode: RegisterMode, smsVerification: boolean) {
    const body: RegisterRequest = request.body;
    const rules = (await app.statusCache.get()).info.register;
    const problems = registrationProblems(rules, mode, smsVerification, body);
    const first = Object.entries(problems)[0];
    if (first) throw new ApiError(400, 'register.invalid', `${first[0]}: ${first[1].key}`, { fields: problems });
    if ((await bump(db, `register:ip:${request.ip}`, clock.now(), 3_600_000)) > REGISTRATIONS_PER_HOUR)
      throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes');
    const owner: CodeOwner = body.affiliateCode?.trim() ? await ownerOfCode(db, body.affiliateCode, clock.now()) : { kind: 'none' };
    const badCode =
      !body.affiliateCode?.trim() || owner.kind === 'agent'
        ? null
        : owner.kind === 'expired'
          ? refused('affiliate.expired', 'This invitation link has expired')
          : refused('affiliate.invalid', 'Invalid invitation code');
    return { body, owner, badCode };
  }

  const signedIn = async ({ id }: { id: number }, type: number) => {
    const value: LoginValue = { token: await createSession(deps, id, { firstLogin: true }), firstTimeLogin: true, passwordExpired: false, type };
    return ok(value);
  };

  registerCall(app, 'register', async (request) => {
    await requireModule(app, 'USERNAMEREG3');
    const { body, owner, badCode } = await checked(request, 'username', false);
    if (badCode) return badCode;
    const mobile = body.mobileNum?.trim() ? toE164(body.countryDialingCode ?? DEFAULT_DIALING_CODE, body.mobileNum) : null;
    const created = await createMember(request, body, body.username!.trim(), mobile, owner);
    return created ? signedIn(created, typeOf(owner)) : refused('register.username.taken', 'This username or mobile number is already taken');
  });

  registerCall(app, 'registerMobile', async (request) => {
    await requireModule(app, 'MOBILENUMREG3');
    const smsVerification = await moduleOn(app, 'REGMOBVERF3');
    const { body, owner, badCode } = await checked(request, 'mobile', smsVerification);
    const mobile = toE164(body.countryDialingCode ?? DEFAULT_DIALING_CODE, body.mobileNum!)!;
    if (smsVerification) {
      const check = await consumeSmsCode(deps, 'register', mobile, body.verificationCode!);
      if (check !== 'ok') throw codeRefusal(check);
    }
    if (badCode) return badCode;
    // A member who registers by number gets an account name made from it (letters first, as the rule wants).
    const created = await createMember(request, body, `m${mobile.slice(1)}`, mobile, owner);
    return created ? signedIn(created, typeOf(owner)) : refused('register.mobile.taken', 'This mobile number is already registered');
  });
}
