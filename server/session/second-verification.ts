// The second step at sign-in (docs/product.md §2): some accounts also ask for a code texted to their mobile, a code mailed
// to their email, the name on their bank account, or the code of their authenticator app.
import type { Deps } from '../deps.ts';
import type { Member } from './sessions.ts';
import { consumeSmsCode, issueEmailCode, issueSmsCode } from './sms-codes.ts';
import { verifyTotp } from './totp.ts';

export type SecondMethod = 'mobile' | 'email' | 'bankName' | 'google';

export const secondMethodOf = (member: Member): SecondMethod | null =>
  (['mobile', 'email', 'bankName', 'google'] as const).find((m) => m === member.secondVerification) ?? null;

/** What the site shows so the member knows where the code went: a masked number or address. */
export function hintFor(member: Member, method: SecondMethod): string {
  if (method === 'mobile' && member.mobile) return `${member.mobile.slice(0, 4)}****${member.mobile.slice(-3)}`;
  if (method === 'email' && member.email) {
    const [name, domain] = member.email.split('@');
    return `${name!.slice(0, 2)}***@${domain}`;
  }
  return '';
}

/** Sends the code for the methods that need one (throttled like any code). */
export async function startSecondStep(deps: Deps, member: Member, method: SecondMethod, ip: string): Promise<void> {
  if (method === 'mobile' && member.mobile) await issueSmsCode(deps, 'second', member.mobile, ip, true);
  if (method === 'email' && member.email) await issueEmailCode(deps, 'second', member.email, ip);
}

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export async function checkSecondStep(deps: Deps, member: Member, method: SecondMethod, answer: string): Promise<boolean> {
  switch (method) {
    case 'mobile':
      return !!member.mobile && (await consumeSmsCode(deps, 'second', member.mobile, answer)) === 'ok';
    case 'email':
      return !!member.email && (await consumeSmsCode(deps, 'second', member.email, answer)) === 'ok';
    case 'bankName':
      return !!member.payeeName && normalName(member.payeeName) === normalName(answer);
    case 'google':
      return !!member.totpSecret && verifyTotp(member.totpSecret, answer, deps.clock.now());
  }
}
