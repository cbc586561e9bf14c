// Seals a payload for an encrypted call (docs/architecture.md §4) with WebCrypto: a fresh AES-256-GCM key per request,
// wrapped with the server's RSA-OAEP (SHA-256) public key. The sealed JSON carries a nonce and a timestamp so
// the server can refuse a replay.
export interface Sealed {
  header: string;
  body: { value: string };
}

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let s = '';
  for (const b of view) s += String.fromCharCode(b);
  return btoa(s);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function sealPayload(publicKeySpki: string, payload: unknown, now = Date.now()): Promise<Sealed> {
  const subtle = globalThis.crypto.subtle;
  const rsa = await subtle.importKey('spki', fromBase64(publicKeySpki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const nonce = toBase64(globalThis.crypto.getRandomValues(new Uint8Array(16)));
  const plain = new TextEncoder().encode(JSON.stringify({ payload, nonce, ts: now }));
  const cipher = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain));
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  const sealed = new Uint8Array(iv.length + cipher.length);
  sealed.set(iv);
  sealed.set(cipher, iv.length);
  return { header: toBase64(wrapped), body: { value: toBase64(sealed) } };
}

/**
 * Seals `body` stamped with the server's time (a device clock that is off, or a demo server's clock moved on, does not
 * get the call refused as too old) and sends it. Refused as too old all the same, the server's clock moved since its
 * last answer: that refusal told the new time, so it sends once more (the refused call did nothing).
 */
export async function sendSealed(
  body: unknown,
  publicKey: () => Promise<string>,
  serverNow: () => number,
  send: (sealed: Sealed) => Promise<unknown>,
  retried = false,
): Promise<unknown> {
  const key = await publicKey();
  try {
    return await send(await sealPayload(key, body, serverNow()));
  } catch (err) {
    if (retried || (err as { errorCode?: unknown }).errorCode !== 'encryption.expired') throw err;
    return sendSealed(body, publicKey, serverNow, send, true);
  }
}
