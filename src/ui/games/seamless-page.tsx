// /seamless?url=<launch url> (docs/product.md §2 in-game path): the game the gameLaunch actor started, full width, with a way
// back. The header hides the balance here (isInGamePath); leaving refreshes it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../domain/paths.ts';
import { GameFrame, useRefreshBalanceOnLeave } from './game-frame.tsx';
import css from '../catalogue/game-pages.module.css';
import enGames from 'virtual:en-games';
import { addEnglishStrings } from '../../i18n/i18n.ts';

// The game pages' strings come with these lazy pages, not with the entry (english-parts.ts).
addEnglishStrings(enGames);

export default function SeamlessPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const url = new URLSearchParams(useSearch()).get('url');
  useRefreshBalanceOnLeave();
  // Back to the page the game was started from. A game that navigates inside its frame adds history entries of its
  // own, so step back over those too; a game opened straight from a link has nowhere to go back to but home.
  const [entriesBefore] = useState(() => window.history.length);
  const close = () => (entriesBefore > 1 ? window.history.go(-(window.history.length - entriesBefore + 1)) : navigate(paths.home()));
  return (
    <section className={css.page} aria-label={t('gamePage.title')}>
      <div className={css.head}>
        <button type="button" className="btn" onClick={close}>
          {t('gamePage.back')}
        </button>
      </div>
      <GameFrame url={url} title={t('gamePage.title')} />
    </section>
  );
}
