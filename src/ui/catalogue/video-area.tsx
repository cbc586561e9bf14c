// The video area (docs/product.md §2 Home): the YouTube resource as an embed (autoplay off) and, in a column to its right,
// the w_event picture over the w_video banners (all 3:1 art, shown whole). A link that is not a YouTube link
// shows no video and is only logged (docs/product.md §5, §8). The frame loads lazily: it is below the fold and heavy.
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bannersQuery } from '../../api/catalogue/catalogue.ts';
import { toVideoEmbed } from '../../domain/video-link.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSystemStatus } from '../app/actors.ts';
import { BannerLink } from './banner-link.tsx';
import css from './video-area.module.css';

const GROUPS = ['w_video', 'w_event'] as const;

export function VideoArea() {
  const { t, i18n } = useTranslation();
  const link = useSystemStatus((s) => s.context.status?.info.resources.find((r) => r.resourceType === 'YOUTUBE')?.url ?? null);
  const embed = useMemo(() => (link ? toVideoEmbed(link) : null), [link]);
  const banners = useQuery(bannersQuery(useApi(), GROUPS, i18n.language));
  useEffect(() => {
    if (link && !embed) console.info('Video link not shown (not a YouTube link):', link);
  }, [link, embed]);
  const videoBanners = banners.data?.filter((b) => b.groupName === 'w_video') ?? [];
  const event = banners.data?.find((b) => b.groupName === 'w_event');
  if (!embed && videoBanners.length === 0 && !event) return null;
  return (
    <section className={css.area} aria-label={t('home.video')}>
      {embed && (
        <div className={css.video}>
          <iframe
            src={embed}
            title={t('home.video')}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
      {(event || videoBanners.length > 0) && (
        <div className={css.side}>
          {event && <BannerLink banner={event} className={css.banner} />}
          {videoBanners.map((b) => (
            <BannerLink key={b.id} banner={b} className={css.banner} />
          ))}
        </div>
      )}
    </section>
  );
}
