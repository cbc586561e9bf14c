// Encrypted request bodies (docs/architecture.md §4): the platform's shape (an `Encryption` header, body `{ value }`, key from
// GET /wps/session/key/rsa) with modern primitives: an AES-256-GCM payload whose key is wrapped with RSA-OAEP
// (SHA-256). The sealed JSON carries a nonce and a timestamp; a tampered body fails the GCM tag and a replayed one
// finds its nonce already used.
import { createDecipheriv, createPrivateKey, generateKeyPairSync, privateDecrypt, constants, type KeyObject } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { usedNonces } from '../db/schema.ts';
import type { Clock } from '../deps.ts';
import { Refusal } from '../shared/refusal.ts';
import { readSetting } from '../system/system-status.ts';
import { settings } from '../db/schema.ts';

export const NONCE_WINDOW_MS = 5 * 60_000;

interface StoredKeyPair {
  publicKey: string; // SPKI, base64
  privateKey: string; // PKCS#8 PEM
}

export interface RsaKey {
  publicKeySpki: string;
  privateKey: KeyObject;
}

/**
 * The site's RSA key pair, made on first use and kept in the database so every instance decrypts the same
 * bodies. A race between instances is settled by the first insert.
 */
export async function loadRsaKey(db: Db, now: Date): Promise<RsaKey> {
  let stored = await readSetting<StoredKeyPair | null>(db, 'rsa.keypair', null);
  if (!stored) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const fresh: StoredKeyPair = {
      publicKey: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
    await db.insert(settings).values({ key: 'rsa.keypair', value: fresh, updatedAt: now }).onConflictDoNothing();
    stored = (await readSetting<StoredKeyPair | null>(db, 'rsa.keypair', null))!;
  }
  return { publicKeySpki: stored.publicKey, privateKey: createPrivateKey(stored.privateKey) };
}

const invalid = () => new Refusal('encryption.invalid', 'The encrypted request could not be read');

/** Opens an encrypted body and returns its payload; refuses tampered, stale and replayed bodies. */
export async function openSealedBody(db: Db, clock: Clock, key: RsaKey, header: string | undefined, body: unknown): Promise<unknown> {
  const sealed = (body as { value?: unknown } | null)?.value;
  if (!header || typeof sealed !== 'string' || header.length > 1024 || sealed.length > 64 * 1024) throw invalid();
  let plain: { payload?: unknown; nonce?: unknown; ts?: unknown };
  try {
    const aesKey = privateDecrypt({ key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(header, 'base64'));
    const bytes = Buffer.from(sealed, 'base64');
    if (aesKey.length !== 32 || bytes.length < 12 + 16) throw invalid();
    const decipher = createDecipheriv('aes-256-gcm', aesKey, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const text = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
    plain = JSON.parse(text);
  } catch {
    throw invalid();
  }
  const now = clock.now();
  if (typeof plain.nonce !== 'string' || plain.nonce.length < 16 || plain.nonce.length > 64 || typeof plain.ts !== 'number') throw invalid();
  if (Math.abs(now.getTime() - plain.ts) > NONCE_WINDOW_MS)
    throw new Refusal('encryption.expired', 'The request is too old; check your device clock and try again');
  await db.delete(usedNonces).where(lt(usedNonces.expiresAt, now));
  const fresh = await db
    .insert(usedNonces)
    .values({ nonce: plain.nonce, expiresAt: new Date(now.getTime() + 2 * NONCE_WINDOW_MS) })
    .onConflictDoNothing()
    .returning();
  if (!fresh.length) throw new Refusal('encryption.replayed', 'This request was already received');
  return plain.payload;
}
