// The member centre (docs/product.md §2 Member centre pages): a left menu in the product's order and the page the address
// names (?page=<name>), each page its own lazy chunk. An unknown page name opens the first page. The route guard
// around this page keeps visitors and trial players out (docs/product.md §5).
import { useEffect, useMemo, type ComponentType } from 'react';
import enMemberCentre from 'virtual:en-member';
import enRefusals from 'virtual:en-refusals';
import { addEnglishStrings } from '../../i18n/i18n.ts';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { memberCentreMenu, memberCentrePageFor, type MemberCentrePage } from '../../domain/member-centre.ts';
import { paths } from '../../domain/paths.ts';
import { selectMember } from '../../machines/session/session.selectors.ts';
import { selectFlags } from '../../machines/system/system-status.selectors.ts';
import { useSession, useSystemStatus } from './actors.ts';
import { LazyPage } from './lazy-page.tsx';
import css from '../kit/centre.module.css';
import { useMissionBadge } from '../missions/use-mission-badge.ts';

// Before any member-centre page renders: its English strings do not ship with the entry, nor do the refusals its
// calls can meet (english-parts.ts; main.tsx asks for them at sign-in too, this holds them for a page opened first).
addEnglishStrings(enMemberCentre);
addEnglishStrings(enRefusals);

type Loader = () => Promise<{ default: ComponentType }>;

/** The pages built so far; the menu lists only these. Module-level loaders, so a page keeps its lazy component. */
const PAGES: Partial<Record<MemberCentrePage, Loader>> = {
  securityCenter: () => import('../account/security-center-page.tsx'),
  transferFund: () => import('../wallet/transfer-fund-page.tsx'),
  depositv2: () => import('../deposit/deposit-page.tsx'),
  withdraw: () => import('../withdrawal/withdraw-page.tsx'),
  transferUpline: () => import('../wallet/transfer-upline-page.tsx'),
  personalHistoryCopy: () => import('../records/betting-record-page.tsx'),
  transactionHistory: () => import('../records/account-record-page.tsx'),
  personalProfit: () => import('../records/profit-loss-page.tsx'),
  bonusDetails: () => import('../records/bonus-details-page.tsx'),
  rewardCenter: () => import('../rewards/reward-center-page.tsx'),
  referral: () => import('../referral/referral-page.tsx'),
  rebate: () => import('../rebates/rebate-page.tsx'),
  messageV2: () => import('../messages/messages-page.tsx'),
  missionLeaderboard: () => import('../missions/missions-page.tsx'),
  responsibleGaming: () => import('../protection/responsible-gaming-page.tsx'),
};

const BUILT = new Set(Object.keys(PAGES) as MemberCentrePage[]);

export default function MemberCentrePage() {
  const { t } = useTranslation();
  // Pages whose whitelabel module is off (rebates: MYRBT3) leave the menu.
  const flags = useSystemStatus(selectFlags);
  const menu = useMemo(() => memberCentreMenu(BUILT, flags), [flags]);
  const current = memberCentrePageFor(useSearch(), menu);
  const load = current ? PAGES[current] : undefined;
  // A new page of the centre starts at its top, as a new route does (site-router.tsx): only ?page= changed.
  // (A block: Chromium's scrollTo now answers a promise, which React would take for a cleanup.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [current]);
  // docs/product.md §2: a red count on messageV2 when the member has unread messages.
  const unread = useSession((s) => selectMember(s)?.unreadMessage ?? 0);
  // ... and on rewardCenter when there is something to claim (the same count the header adds up).
  const claimable = useSession((s) => selectMember(s)?.availablePromoCount ?? 0);
  // ... and on missionLeaderboard when a reached milestone or a leaderboard prize waits.
  const missionsToClaim = useMissionBadge();
  return (
    <div className={css.centre}>
      <nav className={css.menu} aria-label={t('memberCentre.menu')}>
        <h1 className={css.menuTitle}>{t('member.title')}</h1>
        <ul>
          {menu.map((page) => (
            <li key={page}>
              <Link href={paths.memberPage(page)} className={page === current ? css.current : undefined} aria-current={page === current ? 'page' : undefined}>
                {t(`memberCentre.pages.${page}`)}
                {page === 'messageV2' && unread > 0 && (
                  <span className={css.badge} data-testid="unread-badge">
                    {unread > 99 ? '99+' : unread}
                    <span className="sr-only"> {t('messages.unread', { count: unread })}</span>
                  </span>
                )}
                {page === 'rewardCenter' && claimable > 0 && (
                  <span className={css.badge} data-testid="reward-badge">
                    {claimable > 99 ? '99+' : claimable}
                    <span className="sr-only"> {t('rewards.toClaim', { n: claimable })}</span>
                  </span>
                )}
                {page === 'missionLeaderboard' && missionsToClaim > 0 && (
                  <span className={css.badge} data-testid="mission-badge">
                    {missionsToClaim > 99 ? '99+' : missionsToClaim}
                    <span className="sr-only"> {t('missions.badge', { n: missionsToClaim })}</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={css.page}>{load && <LazyPage key={current} load={load} />}</div>
    </div>
  );
}
