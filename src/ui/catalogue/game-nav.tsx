// The header's game-type bar (docs/product.md §2 Header): home first, the menu built from the catalogue, a Facebook entry
// when the merchant has that resource. Hover or keyboard focus on a type opens its drop menu; Escape closes it.
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { categoryForPath } from '../../domain/game-menu.ts';
import { paths } from '../../domain/paths.ts';
import { useGameLaunchRef, useSystemStatus } from '../app/actors.ts';
import { isOn } from '../../../contract/rules/whitelabel.ts';
import { selectFlags } from '../../machines/system/system-status.selectors.ts';
import { useGameMenu, useResourceUrl, type NavItem } from './use-game-menu.ts';
import { DropMenu } from './drop-menu.tsx';
import css from './game-nav.module.css';

export function GameNav() {
  const { t } = useTranslation();
  const menu = useGameMenu();
  const [location] = useLocation();
  const facebook = useResourceUrl('FACEBOOK');
  // The points mall (docs/product.md §2.4), while its module PTSYS3 is on.
  const pointMall = useSystemStatus((s) => isOn(selectFlags(s), 'PTSYS3'));
  const [open, setOpen] = useState<string | null>(null);
  const active = categoryForPath(location);
  // A menu opened by hover closes on Escape too, wherever focus is (WCAG 1.4.13: dismissible without moving).
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && setOpen(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <nav aria-label={t('nav.gameTypes')} className={css.bar} aria-busy={menu.isPending}>
      <ul className={css.list}>
        <li>
          <Link href={paths.home()} className={css.entry} aria-current={location === paths.home() ? 'page' : undefined}>
            {t('nav.home')}
          </Link>
        </li>
        {menu.data?.map((item) => (
          <NavEntry key={item.id} item={item} active={active === item.id} open={open === item.id} setOpen={setOpen} />
        ))}
        {menu.isPending && [1, 2, 3, 4, 5].map((n) => <li key={n} className={css.skeleton} aria-hidden="true" />)}
        {menu.isError && (
          <li>
            <button type="button" className={css.entry} onClick={() => menu.refetch()}>
              {t('common.retry')}
            </button>
          </li>
        )}
        {pointMall && (
          <li>
            <Link href={paths.pointMall()} className={css.entry} aria-current={location === paths.pointMall() ? 'page' : undefined}>
              {t('nav.pointMall')}
            </Link>
          </li>
        )}
        {facebook && (
          <li>
            <a href={facebook} className={css.entry} target="_blank" rel="noopener noreferrer">
              Facebook
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

interface EntryProps {
  item: NavItem;
  active: boolean;
  open: boolean;
  setOpen(update: (current: string | null) => string | null): void;
}

function NavEntry({ item, active, open, setOpen }: EntryProps) {
  const { t } = useTranslation();
  const launch = useGameLaunchRef();
  const entryRef = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  // After Escape, focus goes back to the entry; this keeps that focus from opening the menu again at once.
  const dismissed = useRef(false);
  const label = t(`nav.types.${item.id}`);
  const drop = item.dropMenu;
  const panelId = `drop-${item.id}`;
  const show = () => drop && !dismissed.current && setOpen(() => item.id);
  const hide = () => setOpen((current) => (current === item.id ? null : current));

  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
    dismissed.current = false;
    hide();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    dismissed.current = true;
    hide();
    entryRef.current?.focus();
  };
  const expand = drop ? { 'aria-expanded': open, 'aria-controls': open ? panelId : undefined } : {};
  const className = active ? `${css.entry} ${css.active}` : css.entry;
  const click = item.click;
  return (
    <li onMouseEnter={() => ((dismissed.current = false), show())} onMouseLeave={hide} onFocus={show} onBlur={onBlur} onKeyDown={onKeyDown}>
      {click.kind === 'launch' ? (
        // Cockfight starts its game directly (docs/product.md §2 Navigation), through the gameLaunch actor like every launch.
        <button
          ref={entryRef}
          type="button"
          className={className}
          {...expand}
          onClick={() => (hide(), launch.send({ type: 'game.launch', game: { vassalage: click.vendor.vassalage, gameType: click.vendor.gameType } }))}
        >
          {label}
        </button>
      ) : (
        <Link ref={entryRef} href={click.path} className={className} aria-current={active ? 'page' : undefined} {...expand} onClick={hide}>
          {label}
        </Link>
      )}
      {open && drop && <DropMenu id={panelId} typeLabel={label} menu={drop} onPick={hide} />}
    </li>
  );
}
