// A vendor's logo and name, as a tile of the game centres: a filter toggle, a link or a start button around it.
import type { ReactNode } from 'react';
import type { MenuVendor } from '../../../contract/catalogue/catalogue.ts';
import { useCdnSrc } from '../kit/use-cdn-src.ts';
import css from './game-lists.module.css';

export function VendorLogo({ vendor }: { vendor: MenuVendor }) {
  // One CDN per image, not per render, so the logo is not fetched again.
  const src = useCdnSrc(vendor.iconUrl);
  return (
    <>
      <img src={src} alt="" width={140} height={56} decoding="async" />
      <span className={css.tileName}>{vendor.name}</span>
    </>
  );
}

/** A tile that is not itself a control: its logo, then whatever action the page puts under it. */
export function VendorCard({ vendor, children }: { vendor: MenuVendor; children?: ReactNode }) {
  return (
    <article className={css.tile} aria-label={vendor.name}>
      <VendorLogo vendor={vendor} />
      {children}
    </article>
  );
}
