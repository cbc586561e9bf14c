// The footer's vendor logos (docs/product.md §2 Footer, §9: 9 per view): every provider of the game menus on an embla strip.
import { useTranslation } from 'react-i18next';
import useEmblaCarousel from 'embla-carousel-react';
import type { MenuVendor } from '../../../contract/catalogue/catalogue.ts';
import { useCdnSrc } from '../kit/use-cdn-src.ts';
import { Icon } from '../kit/icons.tsx';
import css from './vendor-strip.module.css';
import { useDirection } from '../../i18n/use-direction.ts';

/** docs/product.md §9: "Footer vendor slider 9 per view". The CSS reads the same number (--per-view). */
export const VENDORS_PER_VIEW = 9;

export function VendorStrip({ vendors }: { vendors: readonly MenuVendor[] }) {
  const { t } = useTranslation();
  const scrolls = vendors.length > VENDORS_PER_VIEW;
  // A page of 9 per step; looping only when there is more than one view, so a short list does not repeat itself.
  const [viewport, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: VENDORS_PER_VIEW, loop: scrolls, direction: useDirection() });
  return (
    <section className={css.strip} aria-label={t('footer.vendors')} aria-roledescription="carousel" data-testid="vendor-strip">
      {scrolls && (
        <button type="button" className={css.arrow} aria-label={t('footer.prevVendors')} onClick={() => embla?.scrollPrev()}>
          <Icon name="chevronLeft" />
        </button>
      )}
      <div className={css.viewport} ref={viewport}>
        <ul className={css.track} style={{ ['--per-view' as string]: VENDORS_PER_VIEW }}>
          {vendors.map((v) => (
            <li key={v.vassalage} className={css.slide}>
              <Logo vendor={v} />
            </li>
          ))}
        </ul>
      </div>
      {scrolls && (
        <button type="button" className={css.arrow} aria-label={t('footer.nextVendors')} onClick={() => embla?.scrollNext()}>
          <Icon name="chevronRight" />
        </button>
      )}
    </section>
  );
}

function Logo({ vendor }: { vendor: MenuVendor }) {
  const src = useCdnSrc(vendor.iconUrl);
  return (
    <figure className={css.logo}>
      <img src={src} alt="" width={100} height={40} loading="lazy" decoding="async" />
      <figcaption>{vendor.name}</figcaption>
    </figure>
  );
}
