// Free-play tokens carry their own terms (game, expiry) under the vendor's HMAC, so handing one out (a GET, the
// site's GCS_gameLaunchFB) writes nothing: the play-money session row is made at the first spin. 32 bytes in
// base64url: node id (4), expiry in epoch seconds (4), nonce (8), and the first 16 bytes of the HMAC-SHA256.
import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, terms: Buffer) => createHmac('sha256', secret).update('fun:').update(terms).digest().subarray(0, 16);

export function makeFunToken(secret: string, nodeId: number, expiresAt: Date, nonce: Buffer): string {
  const terms = Buffer.alloc(16);
  terms.writeUInt32BE(nodeId, 0);
  terms.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 4);
  nonce.copy(terms, 8, 0, 8);
  return Buffer.concat([terms, mac(secret, terms)]).toString('base64url');
}

/** The token's terms when the vendor signed it; null for anything else. Expiry is the caller's to check. */
export function readFunToken(secret: string, token: string): { nodeId: number; expiresAt: Date } | null {
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== 32 || raw.toString('base64url') !== token) return null;
  const terms = raw.subarray(0, 16);
  if (!timingSafeEqual(raw.subarray(16), mac(secret, terms))) return null;
  return { nodeId: terms.readUInt32BE(0), expiresAt: new Date(terms.readUInt32BE(4) * 1000) };
}
