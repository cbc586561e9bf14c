import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { paths } from '../../domain/paths.ts';
import { Icon, type IconName } from '../kit/icons.tsx';
import css from './side-menu.module.css';

/** The side menu; the game categories join it with the catalogue (issue 4). */
export function SideMenu() {
  const { t } = useTranslation();
  const items = [
    { href: paths.home(), label: t('nav.home'), icon: 'home' },
    { href: paths.member(), label: t('nav.member'), icon: 'user' },
    { href: paths.help(), label: t('nav.help'), icon: 'help' },
    { href: paths.agent(), label: t('nav.agent'), icon: 'agent' },
    // Information pages (issue 16).
    { href: paths.download(), label: t('nav.download'), icon: 'download' },
    { href: paths.winners(), label: t('nav.winners'), icon: 'trophy' },
    { href: paths.blog(), label: t('nav.blog'), icon: 'news' },
  ] satisfies { href: string; label: string; icon: IconName }[];
  return (
    <nav className={css.menu} aria-label={t('nav.menu')}>
      <Link href={paths.home()} className={css.logo}>
        play<span>state</span>
      </Link>
      <ul>
        {items.map((i) => (
          <li key={i.href}>
            <Link href={i.href} className={(active) => (active ? `${css.item} ${css.active}` : css.item)}>
              <Icon name={i.icon} /> {i.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
