// The app download section (docs/product.md §2 Home, §9): a QR code per MOBILECONFIG, IOS and ANDROID resource, 100 px, shown
// at 180 px while its tile is hovered or focused; each tile also links to the download. The QR encoder is its
// own chunk, fetched when the section renders; a box of the same size holds the place meanwhile.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../app/actors.ts';
import type { Resource } from '../../../contract/system/system.ts';
import css from './download-section.module.css';

const QrCode = lazy(() => import('../kit/qr-code.tsx'));

export const DOWNLOAD_TYPES = ['MOBILECONFIG', 'IOS', 'ANDROID'] as const;
export const QR_SIZE = 100;
export const QR_SIZE_LARGE = 180;

const NONE: Resource[] = [];

function Qr({ text, size, label }: { text: string; size: number; label: string }) {
  return (
    <Suspense fallback={<span className={css.qrPlaceholder} style={{ width: size, height: size }} />}>
      <QrCode text={text} size={size} label={label} />
    </Suspense>
  );
}

export function DownloadSection() {
  const { t } = useTranslation();
  const resources = useSystemStatus((s) => s.context.status?.info.resources ?? NONE);
  const apps = DOWNLOAD_TYPES.flatMap((type) => resources.filter((r) => r.resourceType.toUpperCase() === type).slice(0, 1));
  if (apps.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="home-download">
      <div className={css.intro}>
        <h2 id="home-download">{t('home.download.title')}</h2>
        <p>{t('home.download.text')}</p>
      </div>
      <ul className={css.apps}>
        {apps.map((r) => {
          // A phone needs the whole address: resources may be site paths such as /down#ios.
          const url = new URL(r.url, window.location.origin).href;
          const name = t(`home.download.${r.resourceType.toUpperCase()}`);
          return (
            <li key={r.resourceType} className={css.app}>
              <a href={url} className={css.link} target={url.startsWith(window.location.origin) ? undefined : '_blank'} rel="noopener noreferrer">
                <Qr text={url} size={QR_SIZE} label={t('home.download.qr', { name })} />
                <span className={css.large} aria-hidden="true">
                  <Qr text={url} size={QR_SIZE_LARGE} label="" />
                </span>
                <span className={css.name}>{name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
