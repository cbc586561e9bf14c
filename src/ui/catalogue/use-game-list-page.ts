// The game-list page query for this site and language: every list that reads one page (home sliders, a provider's
// popup list, the lottery pages, the search counts) asks through here, so equal filters share one cache entry.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { gameListPageQuery } from '../../api/catalogue/catalogue.ts';
import type { GameListFilter } from '../../../contract/catalogue/catalogue.ts';
import { useApi, useSite } from '../app/app-providers.tsx';

export function useGameListPage() {
  const api = useApi();
  const { merchant } = useSite();
  const language = useTranslation().i18n.language.toUpperCase();
  return useCallback((filter: GameListFilter) => gameListPageQuery(api, merchant, language, filter), [api, merchant, language]);
}
