// The user menu (docs/product.md §2 Header): a disclosure button with the member's avatar, account, VIP label, rank level and
// unclaimed count, opening the member's links (the VIP label first, to the VIP page) and sign out. Escape or a click elsewhere closes it.
// Beside it, the word that live updates are paused (src/ui/live/live-notice.tsx), which only a signed-in page has.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import enUserMenu from 'virtual:en-userMenu';
import { addEnglishStrings } from '../../i18n/i18n.ts';
import { Link } from 'wouter';
import { useCdnSrc } from '../kit/use-cdn-src.ts';
import { paths } from '../../domain/paths.ts';
import { unclaimedCount, userMenuEntries } from '../../domain/user-menu.ts';
import { loginState, selectMember } from '../../machines/session/session.selectors.ts';
import { selectFlags } from '../../machines/system/system-status.selectors.ts';
import { useSession, useSystemStatus } from '../app/actors.ts';
import { Icon } from '../kit/icons.tsx';
import { HeaderInviteLink } from '../referral/header-invite-link.tsx';
import { LiveNotice } from '../live/live-notice.tsx';
import css from './user-menu.module.css';

// Before the menu renders: its strings come with its chunk, not the entry (src/i18n/english-parts.ts).
addEnglishStrings(enUserMenu);

export function UserMenu({ onSignOut }: { onSignOut(): void }) {
  const { t } = useTranslation();
  const member = useSession(selectMember);
  const isAgent = useSession((s) => loginState(s) === 'agent');
  const flags = useSystemStatus(selectFlags);
  const entries = useMemo(() => userMenuEntries(isAgent, flags), [isAgent, flags]);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unclaimed = unclaimedCount(member);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => setOpen(false);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    close();
    button.current?.focus();
  };
  if (!member) return null;
  return (
    <div className={css.root} ref={root} onKeyDown={onKeyDown}>
      <LiveNotice />
      <button
        ref={button}
        type="button"
        className={css.button}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="account"
        onClick={() => setOpen((o) => !o)}
      >
        <span className={css.avatarBox}>
          <Avatar iconUrl={member.iconUrl} />
          {unclaimed > 0 && (
            <span className={css.badge} data-testid="unclaimed">
              {unclaimed > 99 ? '99+' : unclaimed}
              <span className="sr-only"> {t('userMenu.unclaimed', { n: unclaimed })}</span>
            </span>
          )}
        </span>
        <span className={css.who}>
          <span className={css.account}>{member.account}</span>
          <span className={css.vip}>
            {member.vipLabelName} · {t('userMenu.rank', { level: member.vipRankLevel })}
          </span>
        </span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <nav id={panelId} className={css.panel} aria-label={t('userMenu.label')}>
          <ul>
            {/* The VIP label opens the VIP page: the levels' benefits and the member's progress. */}
            <li>
              <Link href={paths.vip()} onClick={close} className={css.vipLink} data-testid="vip-link">
                <Icon name="gift" size={16} /> {member.vipLabelName} · {t('userMenu.rank', { level: member.vipRankLevel })}
              </Link>
            </li>
            {entries.map((e) => (
              <li key={e.id}>
                <Link href={e.path} onClick={close}>
                  {t(`userMenu.${e.id}`)}
                  {e.id === 'rewardCenter' && member.availablePromoCount > 0 && (
                    <span className={css.count} data-testid="menu-reward-count">
                      <span aria-hidden="true">{member.availablePromoCount > 99 ? '99+' : member.availablePromoCount}</span>
                      <span className="sr-only"> {t('userMenu.unclaimed', { n: member.availablePromoCount })}</span>
                    </span>
                  )}
                </Link>
              </li>
            ))}
            {!isAgent && <HeaderInviteLink onClick={close} />}
            <li>
              <button type="button" onClick={() => (close(), onSignOut())}>
                <Icon name="logout" size={16} /> {t('header.logout')}
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}

/** The member's avatar, from a CDN of the server's list picked once per image (docs/product.md §7). */
function Avatar({ iconUrl }: { iconUrl: string }) {
  const src = useCdnSrc(iconUrl);
  return <img className={css.avatar} src={src} alt="" width={32} height={32} />;
}
