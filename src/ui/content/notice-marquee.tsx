// The notice marquee (docs/product.md §2 Home): the notices scroll by; a click on one opens the notice popup at its index
// (the modals actor's notice.open). Paused while hovered or focused; with reduced motion it does not move and
// scrolls by hand instead. The list is drawn twice so the loop has no seam; the copy is hidden and inert.
import { useMemo, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { noticesQuery } from '../../api/catalogue/catalogue.ts';
import type { Notice } from '../../../contract/catalogue/catalogue.ts';
import { useApi } from '../app/app-providers.tsx';
import { useModalsRef } from '../app/actors.ts';
import css from './notice-marquee.module.css';
import skeleton from '../kit/skeleton.module.css';

/** About 60 px a second at ~8 px a character: long lists take longer rather than moving faster. */
const SECONDS_PER_CHARACTER = 0.13;

// The server sanitised the HTML; the marquee shows its text only (DOMParser runs no scripts and loads nothing).
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

function NoticeItems({ notices, copy = false }: { notices: { title: string; text: string }[]; copy?: boolean }) {
  const modals = useModalsRef();
  return (
    <ul className={css.group} aria-hidden={copy || undefined} inert={copy}>
      {notices.map((n, i) => (
        <li key={i}>
          <button type="button" className={css.item} onClick={() => modals.send({ type: 'notice.open', index: i })}>
            <strong>{n.title}</strong> {n.text}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function NoticeMarquee() {
  const { t, i18n } = useTranslation();
  const notices = useQuery(noticesQuery(useApi(), i18n.language));
  const items = useMemo(() => (notices.data ?? []).map((n: Notice) => ({ title: n.title, text: plainText(n.content) })), [notices.data]);
  if (!notices.data) return <div className={`${css.bar} ${notices.isError ? '' : skeleton.skeleton}`} aria-hidden="true" />;
  if (items.length === 0) return null;
  const characters = items.reduce((sum, n) => sum + n.title.length + n.text.length, 0);
  const style = { '--marquee-duration': `${Math.max(10, characters * SECONDS_PER_CHARACTER)}s` } as CSSProperties;
  return (
    <section className={css.bar} aria-label={t('home.notices')}>
      <svg className={css.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" fill="currentColor" />
      </svg>
      <div className={css.window}>
        <div className={css.track} style={style}>
          <NoticeItems notices={items} />
          <NoticeItems notices={items} copy />
        </div>
      </div>
    </section>
  );
}
