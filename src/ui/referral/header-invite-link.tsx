// The header's invite-friends link (docs/product.md §2 Header): in the user menu while the REFERRAL promotion runs,
// for players (agents invite with their affiliate links).
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { referralPromotionQuery } from '../../api/referral/referral.ts';
import { paths } from '../../domain/paths.ts';
import { useApi } from '../app/app-providers.tsx';

export function HeaderInviteLink({ onClick }: { onClick(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const promotion = useQuery(referralPromotionQuery(api));
  if (!promotion.data?.enabled) return null;
  return (
    <li>
      <Link href={paths.memberPage('referral')} onClick={onClick} data-testid="invite-link">
        {t('userMenu.inviteLink')}
      </Link>
    </li>
  );
}
