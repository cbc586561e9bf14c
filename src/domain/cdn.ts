/** Prefixes a server-relative asset path with a CDN picked at random from the server's list (docs/product.md §7). */
export function withCdn(assetPath: string, cdns: readonly string[], random: () => number = Math.random): string {
  if (/^https?:\/\//.test(assetPath) || cdns.length === 0) return assetPath;
  const base = cdns[Math.floor(random() * cdns.length)] ?? '';
  return `${base.replace(/\/$/, '')}${assetPath.startsWith('/') ? '' : '/'}${assetPath}`;
}
