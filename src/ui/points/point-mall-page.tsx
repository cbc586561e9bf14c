// The points mall (/pointMall, docs/product.md §2.1; issue 15): public to browse (the earning rates and the goods),
// login required to redeem. Tabs: goods (with the redeem dialog), redeem history, point details, and cash to points;
// the member's point balance on top. Shown while the whitelabel module PTSYS3 is on.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import enMemberStrings from 'virtual:en-member';
import enPointMall from 'virtual:en-pointMall';
import enRefusals from 'virtual:en-refusals';
import { isOn } from '../../../contract/rules/whitelabel.ts';
import { pointBalanceQuery } from '../../api/points/points.ts';
import { addEnglishStrings } from '../../i18n/i18n.ts';
import { loginState, selectToken } from '../../machines/session/session.selectors.ts';
import { selectFlags } from '../../machines/system/system-status.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useModalsRef, useSession, useSystemStatus } from '../app/actors.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { NotFoundPage } from '../app/not-found-page.tsx';
import { ConvertForm } from './convert-form.tsx';
import { GoodsTab } from './goods-tab.tsx';
import { PointDetails, RedeemHistory } from './records-tabs.tsx';
import { formatPoints } from './point-text.ts';
import css from './point-mall.module.css';
import { onTabListKeyDown } from '../kit/tab-keys.ts';

// The records' day picker, pager and list states read the member centre's strings; the mall's own come with it.
addEnglishStrings(enMemberStrings);
addEnglishStrings(enPointMall);
addEnglishStrings(enRefusals);

const TABS = ['goods', 'history', 'details', 'convert'] as const;
type Tab = (typeof TABS)[number];
/** The whitelabel module of the points mall. */
export const POINTS_MODULE = 'PTSYS3';

function PointBalance() {
  const { t } = useTranslation();
  const token = useSession(selectToken) ?? '';
  const balance = useQuery(pointBalanceQuery(useApi(), token));
  if (balance.isPending) return <p aria-busy="true">{t('pointMall.loading')}</p>;
  if (balance.isError) return <ErrorRetry onRetry={() => void balance.refetch()} />;
  return (
    <>
      <p>
        {t('pointMall.balance.points')} <strong data-testid="point-balance">{formatPoints(balance.data.point)}</strong>
      </p>
      <p>
        {t('pointMall.balance.inProcess')} <strong data-testid="point-in-process">{formatPoints(balance.data.pointInProcess)}</strong>
      </p>
    </>
  );
}

function LoginPrompt({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  const modals = useModalsRef();
  return (
    <p>
      {t(trial ? 'pointMall.registerToRedeem' : 'pointMall.loginToRedeem')}{' '}
      <button type="button" className="btn btn-primary" onClick={() => modals.send({ type: trial ? 'register.open' : 'login.open' })}>
        {t(trial ? 'pointMall.register' : 'pointMall.login')}
      </button>
    </p>
  );
}

/** Route /pointMall (public). */
export default function PointMallPage() {
  const { t } = useTranslation();
  const state = useSession(loginState);
  const on = useSystemStatus((s) => (s.context.status ? isOn(selectFlags(s), POINTS_MODULE) : null));
  const [tab, setTab] = useState<Tab>('goods');
  const id = useId();
  if (on === false) return <NotFoundPage />;
  const member = state === 'member';
  const viewer = member ? 'member' : state === 'trial' ? 'trial' : 'visitor';
  return (
    <section className={css.page} aria-labelledby="point-mall-title">
      <h1 id="point-mall-title">{t('pointMall.title')}</h1>
      <div className={css.balance} aria-live="polite">
        {state === 'pending' ? <p aria-busy="true">{t('pointMall.loading')}</p> : member ? <PointBalance /> : <LoginPrompt trial={state === 'trial'} />}
      </div>
      <div role="tablist" onKeyDown={onTabListKeyDown} aria-label={t('pointMall.tabs.label')} className={css.tabs}>
        {TABS.map((key) => (
          <button key={key} id={`${id}-${key}`} type="button" role="tab" aria-selected={key === tab} aria-controls={`${id}-panel`} onClick={() => setTab(key)}>
            {t(`pointMall.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`}>
        {tab === 'goods' && <GoodsTab viewer={viewer} />}
        {tab !== 'goods' && !member && <LoginPrompt trial={state === 'trial'} />}
        {tab === 'history' && member && <RedeemHistory />}
        {tab === 'details' && member && <PointDetails />}
        {tab === 'convert' && member && <ConvertForm />}
      </div>
    </section>
  );
}
