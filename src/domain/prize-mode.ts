// The prize mode sent with the lottery menu call (/lgw/games/game_menus?prizeMode=...), docs/product.md §2 Navigation:
// "Prize mode becomes the e-lottery mode if the ELOTT category has a TCG_LOTTO_VN or LOTT card; otherwise it
// becomes the lottery mode."
// Our reading: look only at the server's ELOTT category (the rearrangement never touches it, so raw or arranged
// categories give the same answer); a "card" is one of its vendor entries; "TCG_LOTTO_VN" is a provider code and
// "LOTT" is matched as a provider code or as the vendor's game type (a LOTT-type vendor filed under ELOTT). Any
// such card gives ELOTT; no ELOTT category, an empty one, or one with other cards gives LOTT. The other prize modes
// of docs/product.md §9 (ZY, SEA) are configuration values this rule never produces.
export type PrizeMode = 'LOTT' | 'ELOTT';

export interface PrizeModeCategory {
  gameCategory: string;
  vendors: readonly { vassalage: string; gameType?: string }[];
}

export function prizeModeFor(categories: readonly PrizeModeCategory[]): PrizeMode {
  const eLottery = categories.filter((c) => c.gameCategory === 'ELOTT').flatMap((c) => c.vendors);
  const hasCard = eLottery.some((v) => v.vassalage === 'TCG_LOTTO_VN' || v.vassalage === 'LOTT' || v.gameType === 'LOTT');
  return hasCard ? 'ELOTT' : 'LOTT';
}
