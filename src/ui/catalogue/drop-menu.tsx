// A game type's drop menu (docs/product.md §2 Header): up to 11 vendor tiles, each launching through the gameLaunch actor,
// and the 'more' tile to the type's page.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MenuVendor } from '../../../contract/catalogue/catalogue.ts';
import type { DropMenu as DropMenuModel } from '../../domain/game-menu.ts';
import { useCdnSrc } from '../kit/use-cdn-src.ts';
import { useGameLaunchRef } from '../app/actors.ts';
import css from './game-nav.module.css';

interface Props {
  id: string;
  typeLabel: string;
  menu: DropMenuModel<MenuVendor>;
  onPick(): void;
}

export function DropMenu({ id, typeLabel, menu, onPick }: Props) {
  const { t } = useTranslation();
  const launch = useGameLaunchRef();
  // A vendor tile carries no gameCode, so the gameLaunch actor picks the vendor's place: the game list centre
  // for slots, the type's page, a lottery page, or the e-sports / cockfight launch path.
  const pick = (v: MenuVendor) => {
    onPick();
    launch.send({ type: 'game.launch', game: { vassalage: v.vassalage, gameType: v.gameType } });
  };
  return (
    <div id={id} role="group" aria-label={t('nav.vendorsOf', { type: typeLabel })} className={css.drop}>
      <ul>
        {menu.vendors.map((v) => (
          <li key={`${v.vassalage}-${v.gameType}`}>
            <VendorTile vendor={v} onClick={() => pick(v)} />
          </li>
        ))}
        <li>
          <Link href={menu.morePath} className={`${css.tile} ${css.more}`} onClick={onPick}>
            <span className={css.moreMark} aria-hidden="true">
              {menu.hiddenCount > 0 ? `+${menu.hiddenCount}` : '…'}
            </span>
            {t('nav.more')}
            <span className="sr-only"> {typeLabel}</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}

function VendorTile({ vendor, onClick }: { vendor: MenuVendor; onClick(): void }) {
  // One CDN per image, not per render, so the logo is not fetched again.
  const src = useCdnSrc(vendor.iconUrl);
  return (
    <button type="button" className={css.tile} onClick={onClick}>
      <img src={src} alt="" width={120} height={48} decoding="async" />
      <span>{vendor.name}</span>
    </button>
  );
}
