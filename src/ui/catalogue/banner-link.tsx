// One banner picture that does what its link type says (docs/product.md §2 Home, src/domain/banner-link.ts): a site route or
// the promotions page as a link, an https URL as a link in a new tab, a game through the gameLaunch actor (so a
// visitor gets the login popup like any other launch), otherwise a plain picture. The art's box is fixed by
// the caller's CSS (aspect-ratio), so nothing shifts while it loads.
import { Link } from 'wouter';
import { bannerAction } from '../../domain/banner-link.ts';
import { paths } from '../../domain/paths.ts';
import type { Banner } from '../../../contract/catalogue/catalogue.ts';
import { useGameLaunchRef } from '../app/actors.ts';
import { useCdnSrc } from '../kit/use-cdn-src.ts';

export interface BannerLinkProps {
  banner: Banner;
  className?: string;
  /** Intrinsic size of the art, for the width/height attributes (the banner art is 1200 x 400). */
  width?: number;
  height?: number;
  /** The first visible banner loads at once and first; the others lazily. */
  priority?: boolean;
}

export function BannerLink({ banner, className, width = 1200, height = 400, priority = false }: BannerLinkProps) {
  const launch = useGameLaunchRef();
  const src = useCdnSrc(banner.url);
  const img = (
    <img
      src={src}
      alt={banner.title}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
  const action = bannerAction(banner);
  switch (action.kind) {
    case 'route':
      return (
        <Link href={action.path} className={className}>
          {img}
        </Link>
      );
    case 'promotion':
      // The promotions page has no per-promotion address yet: the list it is.
      return (
        <Link href={paths.promotions()} className={className}>
          {img}
        </Link>
      );
    case 'external':
      return (
        <a href={action.url} target="_blank" rel="noopener noreferrer" className={className}>
          {img}
        </a>
      );
    case 'launch':
      return (
        <button type="button" className={className} onClick={() => launch.send({ type: 'game.launch', game: action.game })}>
          {img}
        </button>
      );
    default:
      return <div className={className}>{img}</div>;
  }
}
