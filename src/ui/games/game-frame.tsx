// The launched game in a full-width frame (docs/product.md §2 in-game paths), refused with a message when its address is not
// one the site launches to (see game-url.ts). Leaving the game refreshes the header balance: the rounds played
// moved money through the vendor's wallet calls, which the cached balance knows nothing about.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useSystemStatus } from '../app/actors.ts';
import { allowedGameUrl } from './game-url.ts';
import css from '../catalogue/game-lists.module.css';

const NO_CDNS: string[] = [];

/** Marks every cached balance stale when the game page goes, so the header fetches it again. */
export function useRefreshBalanceOnLeave() {
  const queryClient = useQueryClient();
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: ['balance'] }), [queryClient]);
}

export function GameFrame({ url, title }: { url: string | null; title: string }) {
  const { t } = useTranslation();
  const cdns = useSystemStatus((s) => s.context.status?.info.launchGameCDNs) ?? NO_CDNS;
  const src = allowedGameUrl(url, window.location.origin, cdns);
  if (!src)
    return (
      <p role="alert" className={css.notice} data-testid="game-refused">
        {t('gamePage.refused')}
      </p>
    );
  return <iframe className={css.frame} src={src} title={title} allow="autoplay; fullscreen" allowFullScreen referrerPolicy="origin" data-testid="game-frame" />;
}
