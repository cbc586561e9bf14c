// Uploads in flight (issue 39 item 4): each holds up to its files' bytes until it is stored, so a member may have two
// at a time and the process sixteen; one more is refused at once with 429 TOO_MANY_REQUESTS, before a byte of its body
// is read. Counted in this process: each instance of a fleet bounds its own memory (docs/decisions.md).
import type { FastifyRequest } from 'fastify';
import { Slots } from '../shared/slots.ts';
import { tooManyRequests } from './envelope.ts';

export const UPLOADS_PER_MEMBER = 2;
export const UPLOADS_PER_PROCESS = 16;

const all = new Slots(UPLOADS_PER_PROCESS);
const byMember = new Map<string, Slots>();

/** A place for one upload of `who` (a member, or a visitor's address), or a 429. */
function takeSlot(who: string): () => void {
  const own = byMember.get(who) ?? new Slots(UPLOADS_PER_MEMBER);
  const mine = own.take();
  if (!mine) throw tooManyRequests();
  const shared = all.take();
  if (!shared) {
    mine();
    throw tooManyRequests();
  }
  byMember.set(who, own);
  return () => {
    shared();
    mine();
    // A member with nothing in flight keeps no entry.
    if (own.inUse === 0) byMember.delete(who);
  };
}

/**
 * Runs an upload's work in a place of its own. A refusal part way through leaves the rest of the body unread: it is
 * drained (read and dropped) so the connection can carry the answer and the next request.
 */
export async function withUploadSlot<T>(request: FastifyRequest, who: string, work: () => Promise<T>): Promise<T> {
  const release = takeSlot(who);
  try {
    return await work();
  } catch (err) {
    request.raw.unpipe();
    request.raw.resume();
    throw err;
  } finally {
    release();
  }
}
