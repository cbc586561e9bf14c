// Which launch addresses the site will put in its game frame (/seamless?url=, the lottery pages): http(s) only, and
// only on the site's own origin or one of the server's launch CDNs (status answer launchGameCDNs; '' = this origin).
// Anything else could frame a phishing page under our address bar, so it is refused.

const originOf = (base: string, siteOrigin: string): string | null => {
  try {
    return new URL(base || siteOrigin).origin;
  } catch {
    return null;
  }
};

/** The address to frame, or null when it is missing, malformed, not http(s) or on a foreign origin. */
export function allowedGameUrl(raw: string | null | undefined, siteOrigin: string, launchCdns: readonly string[]): string | null {
  if (!raw?.trim()) return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), siteOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const allowed = new Set([siteOrigin, ...launchCdns.map((c) => originOf(c, siteOrigin))]);
  return allowed.has(url.origin) ? url.href : null;
}
