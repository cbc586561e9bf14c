// The session token: what the HTTP client sends and the session actor keeps, in memory and in session storage.
import { clearSessionStorage, readToken, takeTokenFromUrl, writeToken } from './session-storage.ts';

export interface TokenStore {
  current(): string | null;
  keep(token: string): void;
  clear(): void;
}

/** A `token` in the address takes over the stored one (testers, app deep links). */
export function openTokenStore(): TokenStore {
  const fromUrl = takeTokenFromUrl();
  if (fromUrl) writeToken(fromUrl);
  let token = readToken();
  return {
    current: () => token,
    keep: (value) => {
      token = value;
      writeToken(value);
    },
    clear: () => {
      token = null;
      clearSessionStorage();
    },
  };
}
