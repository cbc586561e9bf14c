// The game centres of docs/product.md §2 (/sports, /esports, /fish, /live, /pvp, /cockfight) and the lottery category routes
// (/lott, /elott): the type's vendors from the game menus (after buildGameMenu, so e-sports and cockfight are split
// out of SPORTS), then what the type offers: a game list, start buttons, or links to the lottery pages.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { gameCentreTypeFor, type GameCentreType } from '../../domain/paths.ts';
import type { MenuVendor } from '../../../contract/catalogue/catalogue.ts';
import { useGameMenu } from './use-game-menu.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { TypeGames } from './type-games.tsx';
import { StartTiles } from './start-tiles.tsx';
import { LotteryTiles } from './lottery-tiles.tsx';
import css from './game-pages.module.css';
import lists from './game-lists.module.css';
import enGames from 'virtual:en-games';
import { addEnglishStrings } from '../../i18n/i18n.ts';

// The game pages' strings come with these lazy pages, not with the entry (english-parts.ts).
addEnglishStrings(enGames);

const NO_VENDORS: MenuVendor[] = [];

function Body({ type, vendors }: { type: GameCentreType; vendors: readonly MenuVendor[] }) {
  switch (type) {
    case 'FISH':
    case 'LIVE':
    case 'PVP':
      return <TypeGames type={type} vendors={vendors} />;
    case 'LOTT':
    case 'ELOTT':
      return <LotteryTiles category={type} vendors={vendors} />;
    default:
      return <StartTiles type={type} vendors={vendors} />;
  }
}

export default function GameCentrePage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const type = gameCentreTypeFor(location) ?? 'SPORTS';
  const menu = useGameMenu();
  const vendors = menu.data?.find((item) => item.id === type)?.vendors ?? NO_VENDORS;
  const title = t(`nav.types.${type}`);
  return (
    <section className={css.page} aria-label={title}>
      <h1>{title}</h1>
      {menu.isError ? (
        <ErrorRetry onRetry={() => menu.refetch()} />
      ) : !menu.data ? (
        <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
      ) : vendors.length === 0 ? (
        <p className={lists.empty}>{t('gameList.noProviders')}</p>
      ) : (
        <Body type={type} vendors={vendors} />
      )}
    </section>
  );
}
