// What a banner click does (docs/product.md §2 Home: "link types followed"). The spec names linkageType but not its codes, so
// we keep a closed set, exactly the codes the demo seed uses (server/seed/base-data.ts) plus NONE:
//   PROMO    linkage = a promotion id, or empty for the promotions list   -> { kind: 'promotion' }
//   GAME     linkage = "VASSALAGE:GAMETYPE[:GAMECODE]"                      -> { kind: 'launch' } (through gameLaunch)
//   DOWNLOAD linkage = empty (the /down page), a site path, or an https URL -> { kind: 'route' } / { kind: 'external' }
//   NONE     a picture only                                                 -> { kind: 'none' }
// Anything else, or a linkage that does not parse, makes the banner a plain picture rather than a broken link.
// Only https URLs open outside, in a new tab, so a banner can never carry a javascript: or http: link.
export const BANNER_LINKAGE_TYPES = ['PROMO', 'GAME', 'DOWNLOAD', 'NONE'] as const;
export type BannerLinkageType = (typeof BANNER_LINKAGE_TYPES)[number];

export interface BannerLinkInput {
  linkageType: string;
  linkage?: string | null;
}

export interface BannerGame {
  vassalage: string;
  gameType: string;
  gameCode?: string;
}

export type BannerAction =
  | { kind: 'none' }
  | { kind: 'route'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'launch'; game: BannerGame }
  | { kind: 'promotion'; promotionId: string | null };

const NONE: BannerAction = { kind: 'none' };

/** A same-site path: one leading slash (two would be a protocol-relative external URL). */
const isSitePath = (text: string) => text.startsWith('/') && !text.startsWith('//') && !text.includes('\\');

function httpsUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return url.protocol === 'https:' && url.username === '' && url.password === '' ? url.href : null;
}

function parseGame(linkage: string): BannerGame | null {
  const parts = linkage.split(':').map((p) => p.trim());
  const [vassalage, gameType, gameCode] = parts;
  if (parts.length > 3 || !vassalage || !gameType) return null;
  return gameCode ? { vassalage, gameType, gameCode } : { vassalage, gameType };
}

export function bannerAction({ linkageType, linkage }: BannerLinkInput): BannerAction {
  const target = (linkage ?? '').trim();
  switch (linkageType.trim().toUpperCase()) {
    case 'PROMO':
      return { kind: 'promotion', promotionId: target || null };
    case 'GAME': {
      const game = parseGame(target);
      return game ? { kind: 'launch', game } : NONE;
    }
    case 'DOWNLOAD': {
      if (!target) return { kind: 'route', path: '/down' };
      if (isSitePath(target)) return { kind: 'route', path: target };
      const url = httpsUrl(target);
      return url ? { kind: 'external', url } : NONE;
    }
    default:
      return NONE;
  }
}
