// The member's invite link (issue 15): the link with a copy button and its QR code, the programme's terms and the
// member's totals. The code is made on the first visit (the details call).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { referralDetailsQuery, referralPromotionQuery } from '../../api/referral/referral.ts';
import type { ReferralDetails } from '../../../contract/referral/referral.ts';
import { refusalOf } from '../../domain/refusal.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import QrCode from '../kit/qr-code.tsx';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { FormStatus } from '../kit/form-messages.tsx';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';
import rf from './referral.module.css';

export function InviteLinkCard() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const details = useQuery(referralDetailsQuery(api, token));
  return (
    <section className={css.section} aria-labelledby="referral-link-title" aria-busy={details.isFetching}>
      <h2 id="referral-link-title">{t('referral.link.title')}</h2>
      {details.isPending ? (
        <div role="progressbar" aria-busy="true" aria-label={t('common.loading')} className={css.skeleton} />
      ) : details.isError ? (
        refusalOf(details.error).errorCode === 'referral.players.only' ? (
          <p className={css.empty}>{t('referral.playersOnly')}</p>
        ) : (
          <ErrorRetry onRetry={() => details.refetch()} />
        )
      ) : (
        <LinkAndTotals data={details.data} />
      )}
      <Terms />
    </section>
  );
}

function LinkAndTotals({ data }: { data: ReferralDetails }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(data.link);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      {!data.running && <p className={css.notice}>{t('referral.notRunning')}</p>}
      <div className={rf.linkCard}>
        <div>
          <p>
            {t('referral.link.code')} <strong data-testid="referral-code">{data.referralCode}</strong>
          </p>
          <div className={rf.linkRow}>
            <input aria-label={t('referral.link.label')} value={data.link} readOnly data-testid="referral-link" onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="btn" onClick={() => void copy()}>
              {t('referral.link.copy')}
            </button>
          </div>
          <FormStatus>{copied === 'copied' ? t('referral.link.copied') : copied === 'failed' ? t('referral.link.copyFailed') : null}</FormStatus>
          <dl className={`${css.facts} ${rf.totals}`}>
            <dt>{t('referral.totals.invitations')}</dt>
            <dd data-testid="referral-invitations">{data.totalInvitations}</dd>
            <dt>{t('referral.totals.qualified')}</dt>
            <dd data-testid="referral-qualified">{data.qualified}</dd>
            <dt>{t('referral.totals.prize')}</dt>
            <dd data-testid="referral-prize">{money(data.totalPrize)}</dd>
            <dt>{t('referral.totals.points')}</dt>
            <dd>{data.totalPoints}</dd>
          </dl>
        </div>
        <div className={rf.qr}>
          <QrCode text={data.link} size={160} label={t('referral.link.qr')} />
        </div>
      </div>
    </>
  );
}

/** The programme's terms: how a friend qualifies and what the member earns. */
function Terms() {
  const { t } = useTranslation();
  const api = useApi();
  const money = useMoney();
  const terms = useQuery(referralPromotionQuery(api));
  if (!terms.data) return null;
  const c = terms.data;
  return (
    <ul className={rf.terms} aria-label={t('referral.terms.title')}>
      <li>{t('referral.terms.qualify', { deposit: money(c.minFirstDeposit), bets: money(c.minValidBet), days: c.qualifyDays })}</li>
      <li>{t('referral.terms.bonus', { points: c.invitePoints, bonus: money(c.qualifiedBonus) })}</li>
      <li>{t('referral.terms.rebates', { deposit: `${c.depositRatePercent}%`, bet: `${c.betRatePercent}%` })}</li>
      <li>{t('referral.terms.duplicates')}</li>
    </ul>
  );
}
