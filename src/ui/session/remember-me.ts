// "Remember me" (docs/product.md §4): the last username and the remember flag in cookies for one day. The password is not
// stored (docs/decisions.md): a cookie scripts can read is no place for it.
const DAY_SECONDS = 86_400;
const USERNAME = 'playstate_last_username';
const FLAG = 'playstate_remember';

function readCookie(name: string): string | null {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

const writeCookie = (name: string, value: string, maxAge: number) =>
  (document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`);

export function rememberedUsername(): string | null {
  return readCookie(FLAG) === '1' ? readCookie(USERNAME) : null;
}

export function rememberUser(remember: boolean, username: string) {
  if (remember) {
    writeCookie(USERNAME, username, DAY_SECONDS);
    writeCookie(FLAG, '1', DAY_SECONDS);
  } else {
    writeCookie(USERNAME, '', 0);
    writeCookie(FLAG, '', 0);
  }
}
