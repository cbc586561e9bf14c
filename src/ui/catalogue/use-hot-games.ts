import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hotGamesQuery } from '../../api/catalogue/catalogue.ts';
import { useApi, useSite } from '../app/app-providers.tsx';

/** The hot games list (at most 20, session-cached, docs/product.md §4 Caching) in the current language. */
export function useHotGames() {
  const { i18n } = useTranslation();
  const { cache, merchant } = useSite();
  return useQuery(hotGamesQuery(useApi(), cache, merchant, i18n.language));
}
