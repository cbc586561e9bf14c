// The VIP page (/vip, public; issue 13 item 4): every level's requirements and benefits for everyone, and for a
// signed-in member their progress to the next level (bars with actual / expected, "Max rank" at the top), this
// month's keep figures and the upgrade bonuses waiting in the reward centre. Read models only: no flow to own.
import enMemberStrings from 'virtual:en-member';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RankProgress, VipCondition, VipFigure, VipLevelView } from '../../../contract/vip/vip.ts';
import { rankProgressQuery, vipLevelsQuery } from '../../api/vip/vip.ts';
import { paths } from '../../domain/paths.ts';
import { gmtOffset } from '../../domain/time.ts';
import { addEnglishStrings, formatDecimal } from '../../i18n/i18n.ts';
import { loginState, selectToken } from '../../machines/session/session.selectors.ts';
import { useModalsRef, useSession } from '../app/actors.ts';
import { useApi } from '../app/app-providers.tsx';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { useMoney } from '../kit/use-money.ts';
import { useMemberTime, usePlatformOffset } from '../kit/use-platform-time.ts';
import css from './vip-page.module.css';

// The vip namespace ships with the member centre's strings (english-parts.ts), not with the entry.
addEnglishStrings(enMemberStrings);

// Two decimals in every row, so the table's rates line up.
const percent = (value: number) => formatDecimal(value, 2, 2);

/** One figure as a bar: the share reached, "actual / expected", and whether it is met. */
function FigureBar({ label, figure }: { label: string; figure: VipFigure }) {
  const { t } = useTranslation();
  const money = useMoney();
  const share = figure.expected > 0 ? Math.min(100, (figure.actual / figure.expected) * 100) : 100;
  const text = t('vip.figure', { actual: money(figure.actual), expected: money(figure.expected) });
  return (
    <div className={css.figure} data-testid="vip-figure">
      <div className={css.figureHead}>
        <span>{label}</span>
        <span className={css.figureText}>
          {text} <span className={figure.met ? css.met : css.notMet}>{figure.met ? t('vip.met') : t('vip.notMet')}</span>
        </span>
      </div>
      <div
        className={css.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(share)}
        aria-valuetext={text}
      >
        <div className={figure.met ? css.fillMet : css.fill} style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

const conditionKey = (type: VipCondition) => (type === 'ALL' ? 'vip.conditionAll' : 'vip.conditionAny');

function NextLevel({ progress }: { progress: RankProgress }) {
  const { t } = useTranslation();
  const time = useMemberTime();
  if (!progress.next) {
    return (
      <div className={css.block}>
        <h3 className={css.maxRank}>{t('vip.maxRank')}</h3>
        <p className={css.dim}>{t('vip.maxRankText')}</p>
      </div>
    );
  }
  const ready = progress.totalConditions > 0 && progress.completedConditions >= progress.totalConditions;
  return (
    <div className={css.block}>
      <h3>{t('vip.progressTitle', { name: progress.next.name })}</h3>
      <p className={css.dim}>
        {progress.conditionType && t(conditionKey(progress.conditionType))} ·{' '}
        <span data-testid="vip-conditions-done">{t('vip.conditionsDone', { done: progress.completedConditions, total: progress.totalConditions })}</span>
      </p>
      {progress.conditions.map((c) => (
        <FigureBar key={c.kind} label={t(`vip.${c.kind}`)} figure={c} />
      ))}
      {ready && <p className={css.note}>{t('vip.upgradeSoon')}</p>}
      {progress.countedSince && <p className={css.dim}>{t('vip.countedSince', { date: time(progress.countedSince) })}</p>}
    </div>
  );
}

function KeepLevel({ progress }: { progress: RankProgress }) {
  const { t } = useTranslation();
  const time = useMemberTime();
  const zone = gmtOffset(usePlatformOffset());
  const keep = progress.keep;
  if (!keep) return null;
  return (
    <div className={css.block}>
      <h3>{t('vip.keepTitle', { name: progress.name })}</h3>
      <p className={css.dim}>
        {t(keep.keepType === 'ALL' ? 'vip.keepAll' : 'vip.keepAny')} · {t('vip.monthEnd', { date: time(keep.monthEnd), zone })}
      </p>
      <FigureBar label={t('vip.monthlyValidBet')} figure={keep.monthlyValidBet} />
      <FigureBar label={t('vip.monthlyDeposit')} figure={keep.monthlyDeposit} />
      {keep.raisedThisMonth ? (
        <p className={css.note}>{t('vip.raisedThisMonth', { name: progress.name })}</p>
      ) : (
        <p className={keep.kept ? css.note : css.warn}>{keep.kept ? t('vip.kept', { name: progress.name }) : t('vip.notKept', { lower: keep.dropsTo })}</p>
      )}
    </div>
  );
}

function MemberProgress({ token }: { token: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const query = useQuery(rankProgressQuery(useApi(), token));
  if (query.isError) return <ErrorRetry onRetry={() => void query.refetch()} />;
  const progress = query.data;
  if (!progress)
    return <div className={`${css.panel} ${css.skeleton}`} style={{ height: 260 }} role="progressbar" aria-busy="true" aria-label={t('common.loading')} />;
  return (
    <section className={css.panel} aria-labelledby="vip-mine" data-testid="vip-progress">
      <div className={css.current}>
        <h2 id="vip-mine">{t('vip.yourLevel')}</h2>
        <span className={css.badge} data-testid="vip-current">
          {progress.name}
        </span>
        {progress.upgradeBonusWaiting.count > 0 && (
          <p className={css.bonus}>
            {t('vip.bonusWaiting', { amount: money(progress.upgradeBonusWaiting.amount) })}{' '}
            <Link href={paths.rewardCenter()}>{t('vip.claimInRewardCentre')}</Link>
          </p>
        )}
      </div>
      <div className={css.columns}>
        <NextLevel progress={progress} />
        <KeepLevel progress={progress} />
      </div>
    </section>
  );
}

/** Who is looking: a real account sees its progress; a visitor is asked to log in, a trial player to register. */
function Mine() {
  const { t } = useTranslation();
  const modals = useModalsRef();
  const state = useSession(loginState);
  const token = useSession(selectToken);
  if (state === 'pending') return null;
  if ((state === 'member' || state === 'agent') && token) return <MemberProgress key={token} token={token} />;
  const trial = state === 'trial';
  return (
    <div className={css.prompt}>
      <p>{trial ? t('vip.trial') : t('vip.signIn')}</p>
      <button type="button" className="btn btn-primary" onClick={() => modals.send({ type: trial ? 'register.open' : 'login.open' })}>
        {trial ? t('vip.register') : t('vip.logIn')}
      </button>
    </div>
  );
}

function LevelsTable({ levels, mine }: { levels: VipLevelView[]; mine: number | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className={css.panel} aria-labelledby="vip-levels">
      <h2 id="vip-levels">{t('vip.levelsTitle')}</h2>
      <div className={css.scroll}>
        <table className={css.table} data-testid="vip-levels">
          <thead>
            <tr>
              <th scope="col">{t('vip.col.level')}</th>
              <th scope="col">{t('vip.col.requirements')}</th>
              <th scope="col">{t('vip.col.keep')}</th>
              <th scope="col" className={css.num}>
                {t('vip.col.bonus')}
              </th>
              <th scope="col" className={css.num}>
                {t('vip.col.rebate')}
              </th>
              <th scope="col" className={css.num}>
                {t('vip.col.withdrawals')}
              </th>
            </tr>
          </thead>
          <tbody>
            {levels.map((l) => (
              <tr key={l.level} className={l.level === mine ? css.mine : undefined} aria-current={l.level === mine ? 'true' : undefined}>
                <th scope="row">
                  {l.name}
                  {l.level === mine && (
                    <>
                      {' '}
                      <span className={css.you}>{t('vip.yours')}</span>
                    </>
                  )}
                </th>
                <td>
                  {l.level === 0
                    ? t('vip.none')
                    : t(l.conditionType === 'ALL' ? 'vip.requirementAll' : 'vip.requirementAny', {
                        deposit: money(l.depositRequired),
                        bet: money(l.validBetRequired),
                      })}
                </td>
                <td>
                  {l.level === 0
                    ? t('vip.none')
                    : t(l.keepType === 'ALL' ? 'vip.keepAllRow' : 'vip.keepAnyRow', { deposit: money(l.keepDeposit), bet: money(l.keepValidBet) })}
                </td>
                <td className={css.num}>
                  {l.upgradeBonus > 0 ? t('vip.bonusTurnover', { bonus: money(l.upgradeBonus), multiple: l.upgradeTurnoverMultiple }) : t('vip.none')}
                </td>
                <td className={css.num}>{t('vip.extraRebate', { percent: percent(l.rebateExtraPercent) })}</td>
                <td className={css.num}>{l.dailyWithdrawals}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function RatesTable({ levels }: { levels: VipLevelView[] }) {
  const { t } = useTranslation();
  const types = levels[0]?.rebates.map((r) => r.gameType) ?? [];
  return (
    <section className={css.panel} aria-labelledby="vip-rates">
      <h2 id="vip-rates">{t('vip.ratesTitle')}</h2>
      <p className={css.dim}>{t('vip.ratesNote')}</p>
      <div className={css.scroll}>
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">{t('vip.col.level')}</th>
              {types.map((type) => (
                <th key={type} scope="col" className={css.num}>
                  {t(`nav.types.${type}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {levels.map((l) => (
              <tr key={l.level}>
                <th scope="row">{l.name}</th>
                {l.rebates.map((r) => (
                  <td key={r.gameType} className={css.num}>
                    {t('vip.percent', { value: percent(r.percent) })}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Levels() {
  const { t } = useTranslation();
  const api = useApi();
  const query = useQuery(vipLevelsQuery(api));
  const token = useSession(selectToken);
  const real = useSession((s) => ['member', 'agent'].includes(loginState(s)));
  const progress = useQuery({ ...rankProgressQuery(api, token ?? ''), enabled: real && !!token });
  if (query.isError) return <ErrorRetry onRetry={() => void query.refetch()} />;
  if (!query.data)
    return <div className={`${css.panel} ${css.skeleton}`} style={{ height: 480 }} role="progressbar" aria-busy="true" aria-label={t('common.loading')} />;
  const levels = query.data.levels;
  return (
    <>
      <LevelsTable levels={levels} mine={real ? (progress.data?.level ?? null) : null} />
      <RatesTable levels={levels} />
    </>
  );
}

const RULES = ['reach', 'bonus', 'keep', 'validBet'] as const;

export default function VipPage() {
  const { t } = useTranslation();
  return (
    <div className={css.page}>
      <header className={css.head}>
        <h1>{t('vip.title')}</h1>
        <p className={css.dim}>{t('vip.intro')}</p>
      </header>
      <Mine />
      <Levels />
      <section className={css.panel} aria-labelledby="vip-rules">
        <h2 id="vip-rules">{t('vip.rulesTitle')}</h2>
        <ul className={css.rules}>
          {RULES.map((r) => (
            <li key={r}>{t(`vip.rules.${r}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
