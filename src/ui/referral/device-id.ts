// The browser's device id for the referral programme's duplicate check (docs/loyalty.md §invite friends): a random
// id this browser keeps in localStorage and sends with a registration. Not a secret and not a tracker: it only lets
// the server see that one browser registered two invitees.
const KEY = 'deviceId';

export function deviceId(): string | null {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept && /^[0-9a-f-]{16,64}$/.test(kept)) return kept;
    const fresh = crypto.randomUUID();
    localStorage.setItem(KEY, fresh);
    return fresh;
  } catch {
    // Storage refused (private mode, blocked): registration goes on without one.
    return null;
  }
}

/** The code a registration link carries: `?referralCode=CODE` or the short `?r=CODE`. */
export function referralCodeOf(search: string): string | null {
  const params = new URLSearchParams(search);
  const code = (params.get('referralCode') ?? params.get('r'))?.trim().slice(0, 32);
  return code || null;
}
