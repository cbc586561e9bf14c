// The points mall's goods: the earning rates, a type filter and the goods grid (picture, price, stock, sold out),
// each with its redeem button; one pointRedemption actor opens the redeem dialog for the good chosen.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { GoodsView, PointRate } from '../../../contract/points/points.ts';
import { GOODS_TYPES, type GoodsType } from '../../../contract/rules/points.ts';
import { POINT_KEYS, pointConfigQuery, pointGoodsQuery } from '../../api/points/points.ts';
import { chosenGoods, isOpen } from '../../machines/points/point-redemption.selectors.ts';
import type { GoodsItem, Viewer } from '../../machines/points/point-redemption.types.ts';
import { useApi } from '../app/app-providers.tsx';
import { useModalsRef } from '../app/actors.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { useCdnSrc } from '../kit/use-cdn-src.ts';
import { useMoney } from '../kit/use-money.ts';
import { pointRedemptionFlow } from './points-wiring.ts';
import { RedeemDialog } from './redeem-dialog.tsx';
import { formatPoints } from './point-text.ts';
import { useFlowActor } from '../app/flows-context.tsx';
import css from './point-mall.module.css';
import { formatDecimal } from '../../i18n/i18n.ts';

const item = (g: GoodsView): GoodsItem => ({
  id: g.id,
  physical: g.physical,
  points: g.pricePoints !== null,
  pointsAndCash: g.mpPoints !== null && g.mpMoney !== null,
  stock: g.stock,
});

export function Rates() {
  const { t } = useTranslation();
  const config = useQuery(pointConfigQuery(useApi()));
  if (config.isPending) return <p aria-busy="true">{t('pointMall.loading')}</p>;
  if (config.isError) return <ErrorRetry onRetry={() => void config.refetch()} />;
  const rate = (r: PointRate, label: string, of: 'percent' | 'depositPercent' = 'percent') => (
    <li key={r.source}>
      {label}: <strong>{t(`pointMall.rates.${of}`, { percent: formatDecimal(r.percent) })}</strong>
    </li>
  );
  return (
    <section aria-labelledby="point-rates">
      <h2 id="point-rates">{t('pointMall.rates.title')}</h2>
      <ul className={css.rates}>
        {config.data.games.map((r) => rate(r, t(`nav.types.${r.source}`, { defaultValue: r.source })))}
        {config.data.deposit && rate(config.data.deposit, t('pointMall.rates.deposit'), 'depositPercent')}
      </ul>
      {config.data.exchange && <p>{t('pointMall.rates.exchange', { points: formatPoints(config.data.exchange.pointsPerPeso) })}</p>}
    </section>
  );
}

/** Decorative: the name under it says what it is. */
function GoodsImage({ src }: { src: string }) {
  return <img src={useCdnSrc(src)} alt="" loading="lazy" width={400} height={300} />;
}

export function GoodsTab({ viewer }: { viewer: Viewer | 'trial' }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const modals = useModalsRef();
  const money = useMoney();
  const [type, setType] = useState<GoodsType | undefined>(undefined);
  const goods = useQuery(pointGoodsQuery(api, i18n.language, type));
  const machine = useMemo(() => pointRedemptionFlow(api), [api]);
  const actor = useFlowActor(machine, { input: { viewer: viewer === 'member' ? 'member' : 'visitor' } });
  const open = useSelector(actor, isOpen);
  const chosen = useSelector(actor, chosenGoods);
  useEffect(() => {
    actor.send({ type: 'redeem.viewer', viewer: viewer === 'member' ? 'member' : 'visitor' });
  }, [actor, viewer]);
  useEffect(() => {
    const login = actor.on('login.required', () => modals.send({ type: viewer === 'trial' ? 'register.open' : 'login.open' }));
    const changed = actor.on('points.changed', () => POINT_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })));
    return () => {
      login.unsubscribe();
      changed.unsubscribe();
    };
  }, [actor, modals, queryClient, viewer]);
  const shownGoods = open && chosen ? goods.data?.list.find((g) => g.id === chosen.id) : undefined;
  return (
    <>
      <Rates />
      <section aria-labelledby="point-goods" aria-busy={goods.isFetching}>
        <h2 id="point-goods">{t('pointMall.goods.title')}</h2>
        <div className={css.filters} role="group" aria-label={t('pointMall.goods.filter')}>
          {[undefined, ...GOODS_TYPES].map((k) => (
            <button key={k ?? 'ALL'} type="button" className="btn" aria-pressed={type === k} onClick={() => setType(k)}>
              {t(`pointMall.goods.types.${k ?? 'ALL'}`)}
            </button>
          ))}
        </div>
        {goods.isPending && (
          <ul className={css.grid} aria-label={t('pointMall.loading')}>
            {[1, 2, 3, 4].map((n) => (
              <li key={n} className={css.skeleton} aria-hidden="true" />
            ))}
          </ul>
        )}
        {goods.isError && <ErrorRetry onRetry={() => void goods.refetch()} />}
        {goods.data && goods.data.list.length === 0 && <p>{t('pointMall.goods.empty')}</p>}
        {goods.data && goods.data.list.length > 0 && (
          <ul className={css.grid}>
            {goods.data.list.map((g) => (
              <li key={g.id} className={css.card} data-testid={`goods-${g.code}`}>
                <GoodsImage src={g.imageUrl} />
                <h3 id={`goods-name-${g.id}`}>{g.name}</h3>
                <p>{g.description}</p>
                {g.pricePoints !== null && <p>{t('pointMall.price.points', { points: formatPoints(g.pricePoints) })}</p>}
                {g.mpPoints !== null && g.mpMoney !== null && (
                  <p>{t('pointMall.price.pointsAndCash', { points: formatPoints(g.mpPoints), cash: money(g.mpMoney) })}</p>
                )}
                {g.type === 'MONEY' && g.cashValue !== null && <p>{t('pointMall.goods.pays', { cash: money(g.cashValue) })}</p>}
                {g.soldOut ? <p className={css.soldOut}>{t('pointMall.goods.soldOut')}</p> : <p>{t('pointMall.stock', { count: g.stock })}</p>}
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={g.soldOut}
                  // The name holds the visible text (WCAG 2.5.3): "Redeem <goods>", or "Sold out" told which goods.
                  aria-label={g.soldOut ? undefined : t('pointMall.goods.redeemNamed', { name: g.name })}
                  aria-describedby={g.soldOut ? `goods-name-${g.id}` : undefined}
                  onClick={() => actor.send({ type: 'redeem.choose', goods: item(g) })}
                >
                  {g.soldOut ? t('pointMall.goods.soldOut') : t('pointMall.goods.redeem')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {open && shownGoods && <RedeemDialog actor={actor} goods={shownGoods} />}
    </>
  );
}
