// The promotions page as the site shows it: every card with the member's status on it, titles and texts in the
// caller's language where translated (issue 16), and the categories present. `memberId` is null for a visitor, who
// sees the action statuses only.
import type { Db } from '../db/client.ts';
import { sanitize } from '../shared/html.ts';
import { overlayTranslations, pictureIn } from '../content/translations.ts';
import { joinTarget, promotionCards, type CardRow } from './service.ts';
import { PROMOTION_CATEGORIES, type PromotionCategory, type PromotionType } from '../../contract/rules/promotion-kinds.ts';
import type { PromotionCard } from '../../contract/promotions/promotions.ts';
import { toDecimal } from '../ledger/amounts.ts';

function cardView({ promotion: p, reward, status, played, entry }: CardRow): PromotionCard {
  const target = joinTarget(p);
  return {
    id: p.id,
    code: p.code,
    type: p.type as PromotionType,
    category: p.category as PromotionCategory,
    title: p.title,
    content: sanitize(p.content),
    imageUrl: p.imageUrl,
    startTime: p.startsAt.toISOString(),
    endTime: p.endsAt?.toISOString() ?? null,
    bonusAmount: toDecimal(p.bonusAmount),
    turnoverMultiple: p.turnoverMultiple,
    validBetTarget: target === null ? null : toDecimal(target),
    validBetSoFar: status === 'joined' && played !== null ? toDecimal(Math.min(played, target ?? played)) : null,
    status,
    rewardId: status === 'claim' ? (reward?.id ?? null) : null,
    claimBy: status === 'claim' ? (reward?.expiresAt?.toISOString() ?? null) : null,
    reviewNote: status === 'rejected' ? (entry?.reviewNote ?? null) : null,
  };
}

export async function promotionList(db: Db, now: Date, memberId: number | null, language: string) {
  const rows = await promotionCards(db, now, memberId);
  const texts = await overlayTranslations(
    db,
    'PROMOTION',
    rows.map((r) => r.promotion),
    language,
  );
  const cards = rows.map((r, i) => cardView({ ...r, promotion: { ...texts[i]!, imageUrl: pictureIn(texts[i]!.imageUrl, language) } }));
  const present = new Set(cards.map((c) => c.category));
  return { list: cards, categories: PROMOTION_CATEGORIES.filter((c) => present.has(c)) };
}
