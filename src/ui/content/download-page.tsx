// The app download page (/down, docs/product.md §2.1, §9.3 QR sizes 100 and 180; issue 16): a card per download the
// operator has set (iOS, Android, the mobile site, the lite app) with its QR code, the install steps, and the iOS and
// lite-app install guides. Each card and guide has an #anchor (the home page's download resources point at them).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import enInfo from 'virtual:en-info';
import { appDownloadsQuery } from '../../api/content/content.ts';
import { addEnglishStrings } from '../../i18n/i18n.ts';
import { DOWNLOAD_KINDS, type DownloadKind } from '../../../contract/rules/content.ts';
import { useApi } from '../app/app-providers.tsx';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { QR_SIZE, QR_SIZE_LARGE } from './download-section.tsx';
import css from './content.module.css';

addEnglishStrings(enInfo);

const QrCode = lazy(() => import('../kit/qr-code.tsx'));

/** Each card's anchor; the seeded resources point at /down#ios, #android and #ios-lite. */
export const DOWNLOAD_ANCHORS: Record<DownloadKind, string> = { ios: 'ios', android: 'android', mobile: 'mobile', lite: 'ios-lite' };
const GUIDES = [
  { id: 'ios-guide', key: 'iosGuide', steps: ['s1', 's2', 's3', 's4'] },
  { id: 'lite-guide', key: 'liteGuide', steps: ['s1', 's2', 's3', 's4'] },
] as const;
const INSTALL_STEPS = ['s1', 's2', 's3'] as const;

function AppCard({ kind, url }: { kind: DownloadKind; url: string }) {
  const { t } = useTranslation();
  const [large, setLarge] = useState(false);
  // A phone needs the whole address: a link may be a site path.
  const href = new URL(url, window.location.origin).href;
  const name = t(`download.apps.${kind}.name`);
  const size = large ? QR_SIZE_LARGE : QR_SIZE;
  const external = !href.startsWith(window.location.origin);
  return (
    <li id={DOWNLOAD_ANCHORS[kind]} className={css.app} data-testid={`download-${kind}`}>
      <h2>{name}</h2>
      <p>{t(`download.apps.${kind}.text`)}</p>
      <div className={css.qr} style={{ minHeight: QR_SIZE_LARGE }}>
        <Suspense fallback={<span className={css.qrPlaceholder} style={{ width: size, height: size }} />}>
          <QrCode text={href} size={size} label={t('download.qr', { name })} />
        </Suspense>
      </div>
      <div className={css.appActions}>
        <button type="button" className="btn" aria-pressed={large} onClick={() => setLarge((l) => !l)}>
          {t('download.larger')}
        </button>
        <a className="btn btn-primary" href={href} target={external ? '_blank' : undefined} rel="noopener noreferrer">
          {t('download.open', { name })}
        </a>
      </div>
    </li>
  );
}

/** Route /down (public). */
export default function DownloadPage() {
  const { t } = useTranslation();
  const links = useQuery(appDownloadsQuery(useApi()));
  const apps = links.data ? DOWNLOAD_KINDS.filter((k) => links.data[k]) : [];
  // Arriving at /down#ios-guide: the section is there once the links have loaded.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id && links.data) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [links.data]);
  return (
    <article className={css.page} aria-labelledby="download-title">
      <h1 id="download-title">{t('download.title')}</h1>
      <p className={css.lead}>{t('download.intro')}</p>
      {links.isPending && <div className={css.skeleton} aria-busy="true" aria-label={t('download.loading')} />}
      {links.isError && <ErrorRetry onRetry={() => void links.refetch()} />}
      {links.data && apps.length === 0 && <p>{t('download.none')}</p>}
      {apps.length > 0 && (
        <ul className={css.apps}>
          {apps.map((k) => (
            <AppCard key={k} kind={k} url={links.data![k]} />
          ))}
        </ul>
      )}
      <section className={css.block} aria-labelledby="download-steps">
        <h2 id="download-steps">{t('download.stepsTitle')}</h2>
        <ol>
          {INSTALL_STEPS.map((s) => (
            <li key={s}>{t(`download.steps.${s}`)}</li>
          ))}
        </ol>
      </section>
      {GUIDES.map((g) => (
        <section key={g.id} id={g.id} className={css.block} aria-labelledby={`${g.id}-title`}>
          <h2 id={`${g.id}-title`}>{t(`download.${g.key}.title`)}</h2>
          <ol>
            {g.steps.map((s) => (
              <li key={s}>{t(`download.${g.key}.${s}`)}</li>
            ))}
          </ol>
        </section>
      ))}
    </article>
  );
}
