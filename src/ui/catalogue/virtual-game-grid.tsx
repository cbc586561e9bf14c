// The game grid of the list pages (docs/architecture.md §8: 10,000 games, only what is on screen in the DOM). Rows of cards
// are virtualised against the window scroll, so the page scrolls as one; cards have a fixed-ratio art box, so a
// row's height follows from the column width and the estimate is right before the first measurement.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Game } from '../../../contract/catalogue/catalogue.ts';
import { GameCard } from './game-card.tsx';
import { GameCardSkeleton } from './game-card-skeleton.tsx';
import { useGridBox } from './use-grid-box.ts';
import css from './game-lists.module.css';

const MIN_CARD_PX = 168;
const GAP_PX = 12;
/** Card chrome below the square art: padding, name, vendor, start button (the measurement corrects the rest). */
const CARD_TEXT_PX = 115;
/** Rows drawn beyond the viewport on each side: enough for a fast wheel, few enough to keep the DOM small. */
const OVERSCAN_ROWS = 2;
/** Ask for the next page this many rows before the loaded end comes into view. */
const PREFETCH_ROWS = 3;

interface Props {
  games: readonly Game[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  /** The cards belong to the previous filter while the new one loads. */
  stale?: boolean;
  label: string;
}

/** Rows on screen when the page opens: their art is the page's largest paint, so it must not wait for lazy loading. */
const EAGER_ROWS = 2;

export function VirtualGameGrid({ games, hasMore, loadingMore, onLoadMore, stale = false, label }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const { width, top } = useGridBox(ref);
  const columns = Math.max(1, Math.floor((width + GAP_PX) / (MIN_CARD_PX + GAP_PX)));
  const columnWidth = (width - GAP_PX * (columns - 1)) / columns;
  const loadedRows = Math.ceil(games.length / columns);
  // One row of skeletons after the loaded ones says more is coming (and is where the next page lands).
  const rowCount = width === 0 ? 0 : loadedRows + (hasMore ? 1 : 0);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => Math.round(columnWidth - 20 + CARD_TEXT_PX + GAP_PX),
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    // React 19 warns about flushSync inside its own updates; the window scroll path does not need it.
    useFlushSync: false,
  });
  // A new column count changes every row's height: forget the old measurements.
  useEffect(() => virtualizer.measure(), [virtualizer, columns]);
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && !loadingMore && lastShown >= rowCount - 1 - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastShown, rowCount, onLoadMore]);

  return (
    <div
      ref={ref}
      className={css.grid}
      style={{ height: virtualizer.getTotalSize() }}
      role="region"
      aria-label={label}
      aria-busy={stale || loadingMore}
      data-testid="game-grid"
      data-stale={stale || undefined}
    >
      {rows.map((row) => {
        const first = row.index * columns;
        const cards = games.slice(first, first + columns);
        return (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={css.row}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {cards.length > 0
              ? cards.map((g) => <GameCard key={g.nodeId} game={g} eager={row.index < EAGER_ROWS} />)
              : Array.from({ length: columns }, (_, i) => <GameCardSkeleton key={i} />)}
          </div>
        );
      })}
      {loadingMore && <span className="sr-only">{t('common.loading')}</span>}
    </div>
  );
}
