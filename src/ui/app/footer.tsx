import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../domain/paths.ts';
import { providersOf, useGameMenu, type NavItem } from '../catalogue/use-game-menu.ts';
import { SocialLinks } from './social-links.tsx';
import { VendorStrip } from './vendor-strip.tsx';
import { useNearViewport } from '../kit/use-near-viewport.ts';
import type { MenuVendor } from '../../../contract/catalogue/catalogue.ts';
import css from './footer.module.css';

const HELP_TAGS = ['about', 'deposit', 'withdraw', 'rules', 'privacy', 'responsible', 'faq', 'contact'] as const;
const FOOTER_SOCIAL = ['FACEBOOK', 'INSTAGRAM', 'TWITTER', 'YOUTUBE', 'TELEGRAM'] as const;
/** The information pages (issue 16). */
const INFO_LINKS = [
  ['download', paths.download()],
  ['about', paths.about()],
  ['sponsor', paths.sponsor()],
  ['blog', paths.blog()],
  ['winners', paths.winners()],
] as const;

/** Where a footer product link goes: where the header entry goes; cockfight, which launches there, to its page. */
const productPath = (item: NavItem) => (item.click.kind === 'route' ? item.click.path : item.path);

/** docs/product.md §2 Footer: help list (each opens /help at its section), products, social links, responsibility, vendors. */
export function Footer() {
  const { t } = useTranslation();
  const menu = useGameMenu();
  return (
    <footer className={css.footer}>
      <nav aria-label={t('footer.help')}>
        <h2>{t('footer.help')}</h2>
        <ul>
          {HELP_TAGS.map((tag) => (
            <li key={tag}>
              <Link href={paths.help(tag)}>{t(`footer.helpItems.${tag}`)}</Link>
            </li>
          ))}
          <li>
            <Link href={paths.feedback()}>{t('footer.feedback')}</Link>
          </li>
        </ul>
      </nav>
      <nav aria-label={t('footer.products')}>
        <h2>{t('footer.products')}</h2>
        <ul>
          {menu.data?.map((item) => (
            <li key={item.id}>
              <Link href={productPath(item)}>{t(`nav.types.${item.id}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('footer.info')}>
        <h2>{t('footer.info')}</h2>
        <ul>
          {INFO_LINKS.map(([key, href]) => (
            <li key={key}>
              <Link href={href}>{t(`footer.infoItems.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <section>
        <h2>{t('footer.responsibility')}</h2>
        <p>{t('footer.responsibilityText')}</p>
        {/* Issue 16 §5: the member's own limits and breaks (visitors are sent to sign in), and the public help on it. */}
        <p>
          <Link href={paths.memberPage('responsibleGaming')}>{t('footer.protectionLink')}</Link>
        </p>
        <p className={css.badges}>
          <span>18+</span> <span>BVI</span> <span>MGA</span> <span>24/7</span>
        </p>
        <SocialLinks types={FOOTER_SOCIAL} label={t('footer.followUs')} className={css.social} withNames />
      </section>
      {menu.data && <FooterVendors vendors={providersOf(menu.data)} />}
      <p className={css.copy}>© 2026 playstate</p>
    </footer>
  );
}

/**
 * The vendor strip once the footer comes near the screen: its carousel measures every logo when it starts and its
 * logos are twenty image requests, work that would otherwise fall in the middle of every page's first paint.
 */
function FooterVendors({ vendors }: { vendors: readonly MenuVendor[] }) {
  const [near, ref] = useNearViewport<HTMLDivElement>('300px');
  return near ? <VendorStrip vendors={vendors} /> : <div ref={ref} className={css.vendorsPlaceholder} />;
}
