// Browser storage of the session (docs/product.md §3): the token in session storage; the merchant code in session and local
// storage, kept when a session is cleared.
export const TOKEN_KEY = 'playstate.token';
export const MERCHANT_KEY = 'playstate.merchant';

export const readToken = () => sessionStorage.getItem(TOKEN_KEY);
export const writeToken = (token: string) => sessionStorage.setItem(TOKEN_KEY, token);

export function rememberMerchant(code: string) {
  sessionStorage.setItem(MERCHANT_KEY, code);
  localStorage.setItem(MERCHANT_KEY, code);
}

/** Logout: everything in session storage goes but the merchant code. */
export function clearSessionStorage() {
  const merchant = sessionStorage.getItem(MERCHANT_KEY);
  sessionStorage.clear();
  if (merchant) sessionStorage.setItem(MERCHANT_KEY, merchant);
}

/** A `token` query parameter signs in (testers, app deep links); it is removed from the address bar at once. */
export function takeTokenFromUrl(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return null;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return token;
}
