// The game list centre's controls: provider tabs (links, the provider is part of the path), sub-category tabs,
// the name search and the minimum-bet ceiling. They only build the next view; the page puts it in the URL.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MenuVendor } from '../../../contract/catalogue/catalogue.ts';
import type { SlotCategory } from '../../domain/slot-categories.ts';
import { formatMoney } from '../../domain/money.ts';
import { gameListViewUrl, MIN_BET_CHOICES, type GameListView } from './game-list-query.ts';
import { SearchField } from './search-field.tsx';
import css from './game-lists.module.css';
import { intlLocale } from '../../i18n/i18n.ts';

interface Props {
  view: GameListView;
  vendors: readonly MenuVendor[];
  categories: readonly SlotCategory[];
  currency: string;
  onChange(next: GameListView): void;
}

export function GameListFilters({ view, vendors, categories, currency, onChange }: Props) {
  const { t } = useTranslation();
  const minBetId = useId();
  // /jili shows its one provider only; /rng offers "all" first.
  const showAll = view.base === 'rng';
  return (
    <>
      <nav aria-label={t('gameList.providers')}>
        <ul className={css.tabs}>
          {showAll && (
            <li>
              <Link href={gameListViewUrl({ ...view, vassalage: null })} className={css.tab} aria-current={view.vassalage === null ? 'page' : undefined}>
                {t('gameList.allProviders')}
              </Link>
            </li>
          )}
          {vendors.map((v) => (
            <li key={v.vassalage}>
              <Link
                href={gameListViewUrl({ ...view, vassalage: v.vassalage })}
                className={css.tab}
                aria-current={view.vassalage === v.vassalage ? 'page' : undefined}
              >
                {v.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div role="group" aria-label={t('gameList.kinds')} className={css.tabs}>
        {[null, ...categories].map((c) => (
          <button key={c ?? 'all'} type="button" className={css.tab} aria-pressed={view.classify === c} onClick={() => onChange({ ...view, classify: c })}>
            {t(c ? `gameList.classify.${c}` : 'gameList.allKinds')}
          </button>
        ))}
      </div>
      <div className={css.bar}>
        <SearchField label={t('gameList.search')} placeholder={t('gameList.searchHint')} value={view.name} onSearch={(name) => onChange({ ...view, name })} />
        <label className={css.field} htmlFor={minBetId}>
          {t('gameList.minBet')}
          <select id={minBetId} value={view.minBet ?? ''} onChange={(e) => onChange({ ...view, minBet: e.target.value ? Number(e.target.value) : null })}>
            <option value="">{t('gameList.anyBet')}</option>
            {MIN_BET_CHOICES.map((b) => (
              <option key={b} value={b}>
                {t('gameList.upTo', { amount: formatMoney(b, currency, intlLocale()) })}
              </option>
            ))}
          </select>
        </label>
      </div>
    </>
  );
}
