// A short memory of which tokens had a live session, for the catalogue reads only (game list, vendors, vendor
// game types, merchant wallet): their answer is the same for every member, so all they need to know is that the
// caller is signed in. Without it every page of the game list costs a session lookup in the database, which is
// what limited that call to a few percent of a bare server's rate (see docs/decisions.md).
//
// A token ended here (logout) is forgotten at once; one ended on another instance keeps reading the public
// catalogue for at most SESSION_CHECK_CACHE_MS. Nothing that moves money or reads a member's data uses it.
import type { Member } from '../session/sessions.ts';

export const SESSION_CHECK_CACHE_MS = 1000;
/** Enough for every member browsing at once on one instance; past it the memory starts again. */
const MAX_ENTRIES = 20_000;

export class SessionCheckCache {
  private readonly entries = new Map<string, { member: Member; until: number }>();

  get(token: string, now: number): Member | null {
    const hit = this.entries.get(token);
    if (!hit) return null;
    if (hit.until > now) return hit.member;
    this.entries.delete(token);
    return null;
  }

  remember(token: string, member: Member, now: number) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(token, { member, until: now + SESSION_CHECK_CACHE_MS });
  }

  forget(token: string) {
    this.entries.delete(token);
  }
}
