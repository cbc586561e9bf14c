// Social links (docs/product.md §2 Header: YouTube, Facebook, Instagram; Footer: also Twitter and Telegram), each shown only
// when the merchant has a resource of its type.
import { useMemo } from 'react';
import { useSystemStatus } from './actors.ts';
import { Icon, type IconName } from '../kit/icons.tsx';

/** Brand names are proper names: they read the same in every language, so they are data, not i18n keys. */
const BRANDS: Record<string, { name: string; icon: IconName }> = {
  FACEBOOK: { name: 'Facebook', icon: 'facebook' },
  INSTAGRAM: { name: 'Instagram', icon: 'instagram' },
  TWITTER: { name: 'Twitter', icon: 'twitter' },
  YOUTUBE: { name: 'YouTube', icon: 'youtube' },
  TELEGRAM: { name: 'Telegram', icon: 'telegram' },
};

interface Props {
  /** Resource types in display order; a module-level constant, so the links are built once per status. */
  types: readonly (keyof typeof BRANDS)[];
  label: string;
  className?: string;
  /** Show the brand name beside the icon (the footer); otherwise it is the link's accessible name only. */
  withNames?: boolean;
}

export function SocialLinks({ types, label, className, withNames = false }: Props) {
  const resources = useSystemStatus((s) => s.context.status?.info.resources);
  const links = useMemo(
    () =>
      types.flatMap((type) => {
        const url = resources?.find((r) => r.resourceType === type)?.url;
        const brand = BRANDS[type];
        return url && brand ? [{ type, url, ...brand }] : [];
      }),
    [types, resources],
  );
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {links.map((l) => (
        <li key={l.type}>
          <a href={l.url} target="_blank" rel="noopener noreferrer" aria-label={withNames ? undefined : l.name} title={l.name}>
            <Icon name={l.icon} size={withNames ? 16 : 18} />
            {withNames && <span>{l.name}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
