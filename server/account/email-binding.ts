// The security centre's email binding mails a code to an address the member types, so unchecked it would let any
// member have mail sent to anyone. Each code mail is counted against the member and against the address before it
// goes (atomic counters, so a burst cannot slip past), on top of the per-recipient and per-IP code throttles.
import type { Deps } from '../deps.ts';
import { Refusal } from '../shared/refusal.ts';
import { bump } from '../shared/rate-counters.ts';
import { issueEmailCode } from '../session/sms-codes.ts';

const DAY = 86_400_000;
/** Binding codes one member may have mailed in a day, whatever the addresses: a typo or two, not a mailing list. */
export const BIND_EMAILS_PER_MEMBER_PER_DAY = 5;
/** Binding codes one address may receive in a day, whichever members ask: an address cannot be flooded by many accounts. */
export const BIND_EMAILS_PER_ADDRESS_PER_DAY = 3;

const tooMany = (message: string) => new Refusal('TOO_MANY_REQUESTS', message);

export async function sendBindEmailCode(deps: Deps, memberId: number, email: string, ip: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const now = deps.clock.now();
  // The member's own allowance first, so asking for someone else's address uses up the asker's day.
  if ((await bump(deps.db, `bind-email:member:${memberId}`, now, DAY)) > BIND_EMAILS_PER_MEMBER_PER_DAY)
    throw tooMany('Too many email codes requested today, please try again tomorrow');
  if ((await bump(deps.db, `bind-email:address:${address}`, now, DAY)) > BIND_EMAILS_PER_ADDRESS_PER_DAY)
    throw tooMany('Too many codes were sent to this address today, please try again tomorrow');
  await issueEmailCode(deps, 'bind', address, ip);
}
