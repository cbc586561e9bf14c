// How the missions page writes a measure's value, a countdown and a reward, from the API's numbers.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionMeasure } from '../../../contract/missions/missions.ts';
import { useMoney } from '../kit/use-money.ts';

/** A value of a measure: money for bets and deposits, a count, or a multiple (12.5x). */
export function useMeasureValue(): (measure: MissionMeasure, value: number) => string {
  const money = useMoney();
  const { t } = useTranslation();
  return useCallback(
    (measure: MissionMeasure, value: number) =>
      measure === 'BET_COUNT' ? t('missions.count', { n: value }) : measure === 'PROFIT_MULTIPLIER' ? t('missions.multiple', { n: value }) : money(value),
    [money, t],
  );
}

/** Milliseconds left until `endIso` by the server's clock (serverTime: the server's now when the answer was read). */
export function useCountdown(endIso: string, serverTime: string, readAt: number): number {
  const skew = Date.parse(serverTime) - readAt;
  const left = () => Math.max(0, Date.parse(endIso) - (Date.now() + skew));
  const [ms, setMs] = useState(left);
  useEffect(() => {
    setMs(left());
    const timer = setInterval(() => setMs(left()), 1000);
    return () => clearInterval(timer);
    // left reads only these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endIso, serverTime, readAt]);
  return ms;
}

const two = (n: number) => String(n).padStart(2, '0');

/** 2d 03:04:05, or 03:04:05 under a day. */
export function formatCountdown(ms: number, t: (key: string, values: Record<string, unknown>) => string): string {
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86_400);
  const hms = `${two(Math.floor((s % 86_400) / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return d > 0 ? t('missions.daysLeft', { d, hms }) : hms;
}
