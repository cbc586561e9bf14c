// The lottery category routes (/lott, /elott): each lottery vendor as a link to its lottery page (docs/product.md §2: the
// provider decides the page, see lotteryPath).
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MenuVendor } from '../../../contract/catalogue/catalogue.ts';
import { lotteryPath } from '../../domain/lottery-route.ts';
import { VendorLogo } from './vendor-tile.tsx';
import css from './game-lists.module.css';

export function LotteryTiles({ category, vendors }: { category: string; vendors: readonly MenuVendor[] }) {
  const { t } = useTranslation();
  return (
    <ul className={css.tiles} aria-label={t('gameList.providers')}>
      {vendors.map((v) => {
        const href = lotteryPath({ vassalage: v.vassalage, gameType: category });
        return href ? (
          <li key={v.vassalage}>
            <Link href={href} className={css.tile}>
              <VendorLogo vendor={v} />
            </Link>
          </li>
        ) : null;
      })}
    </ul>
  );
}
