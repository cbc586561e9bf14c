// The member's redeem history (MCS2_getRedeemPointList: status filter, totals) and point details
// (ODSFE2_MemTransDet: every movement of the points account with the balance after it), in day ranges, paged.
import { useTranslation } from 'react-i18next';
import { REDEMPTION_STATUSES, type RedemptionStatus } from '../../../contract/rules/points.ts';
import { pointDetailsQuery, redemptionsQuery } from '../../api/points/points.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { RecordTable } from '../kit/record-table.tsx';
import { useRecordPage } from '../kit/use-record-page.ts';
import { useMoney } from '../kit/use-money.ts';
import { formatPoints } from './point-text.ts';
import memberCss from '../kit/centre.module.css';

const signedPoints = (n: number) => `${n > 0 ? '+' : ''}${formatPoints(n)}`;

export function RedeemHistory() {
  const { t } = useTranslation();
  const money = useMoney();
  const memberTime = useMemberTime();
  const record = useRecordPage('' as RedemptionStatus | '', (api, token, q, status) => redemptionsQuery(api, token, { ...q, ...(status ? { status } : {}) }));
  return (
    <RecordTable
      title={t('pointMall.history.title')}
      record={record}
      empty="pointMall.history.empty"
      filter={
        <label>
          {t('pointMall.history.status')}{' '}
          <select value={record.filter} onChange={(e) => record.setFilter(e.target.value as RedemptionStatus | '')}>
            <option value="">{t('pointMall.history.all')}</option>
            {REDEMPTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`pointMall.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      }
      columns={[
        { label: t('pointMall.history.time') },
        { label: t('pointMall.history.goods') },
        { label: t('pointMall.history.quantity'), numeric: true },
        { label: t('pointMall.history.points'), numeric: true },
        { label: t('pointMall.history.cash'), numeric: true },
        { label: t('pointMall.history.status') },
        { label: t('pointMall.history.note') },
      ]}
      items={(data) => data.content}
      row={(r) => (
        <tr key={r.id} data-testid={`redemption-${r.id}`}>
          <td>{memberTime(r.createdAt)}</td>
          <td>{r.goodsName}</td>
          <td className={memberCss.num}>{r.quantity}</td>
          <td className={memberCss.num}>{formatPoints(r.points)}</td>
          <td className={memberCss.num}>{money(r.money)}</td>
          <td>{t(`pointMall.status.${r.status}`)}</td>
          <td>{r.note}</td>
        </tr>
      )}
      totals={(data) => [
        { label: t('pointMall.history.totalPoints'), value: formatPoints(data.totalPoints) },
        { label: t('pointMall.history.totalCash'), value: money(data.totalMoney) },
      ]}
    />
  );
}

export function PointDetails() {
  const { t } = useTranslation();
  const memberTime = useMemberTime();
  const record = useRecordPage(null, (api, token, q) => pointDetailsQuery(api, token, q));
  return (
    <RecordTable
      title={t('pointMall.details.title')}
      record={record}
      empty="pointMall.details.empty"
      columns={[
        { label: t('pointMall.history.time') },
        { label: t('pointMall.details.type') },
        { label: t('pointMall.details.amount'), numeric: true },
        { label: t('pointMall.details.balanceAfter'), numeric: true },
        { label: t('pointMall.history.note') },
      ]}
      items={(data) => data.content}
      row={(m) => (
        <tr key={m.id}>
          <td>{memberTime(m.createdAt)}</td>
          <td>{t(`pointMall.kinds.${m.kind.replace(/\./g, '_')}`, { defaultValue: m.kind })}</td>
          <td className={memberCss.num}>{signedPoints(m.amount)}</td>
          <td className={memberCss.num}>{formatPoints(m.balanceAfter)}</td>
          <td>{m.memo}</td>
        </tr>
      )}
      totals={(data) => [
        { label: t('pointMall.details.totalIn'), value: formatPoints(data.totalIn) },
        { label: t('pointMall.details.totalOut'), value: formatPoints(data.totalOut) },
      ]}
    />
  );
}
