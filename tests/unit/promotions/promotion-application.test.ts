// The application rules both sides run (contract/rules/promotion-application.ts) and the promotions page's pure rules
// (src/domain/promotions.ts).
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MAX_IMAGE_BYTES,
  imageTypeOf,
  imagesProblem,
  looksLikeImage,
  remarkLength,
  remarkProblem,
} from '../../../contract/rules/promotion-application.ts';
import { cardsOfTab, promotionDestination, promotionTabs } from '../../../src/domain/promotions.ts';
import { PROMOTION_TYPES } from '../../../contract/rules/promotion-kinds.ts';
import { routeFor } from '../../../src/domain/paths.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('the remark', () => {
  it('is required and at most 140 characters once trimmed, an emoji counting as one', () => {
    expect(remarkProblem('')).toBe('promotion.remark.required');
    expect(remarkProblem(' \n\t ')).toBe('promotion.remark.required');
    expect(remarkProblem('x'.repeat(140))).toBeNull();
    expect(remarkProblem(`   ${'x'.repeat(140)}   `)).toBeNull();
    expect(remarkProblem('x'.repeat(141))).toBe('promotion.remark.tooLong');
    expect(remarkLength('🎰'.repeat(140))).toBe(140);
    expect(remarkProblem('🎰'.repeat(140))).toBeNull();
    expect(remarkProblem('🎰'.repeat(141))).toBe('promotion.remark.tooLong');
  });
});

describe('the images', () => {
  it('are png or jpeg by their first bytes, whatever their name says', () => {
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });

  it('are checked by what the browser says before an upload: type, or the extension when the type is unknown', () => {
    expect(looksLikeImage(file('a.png', 'image/png'))).toBe(true);
    expect(looksLikeImage(file('a.JPG', 'image/jpg'))).toBe(true);
    expect(looksLikeImage(file('a.jpeg', ''))).toBe(true);
    expect(looksLikeImage(file('a.gif', 'image/gif'))).toBe(false);
    expect(looksLikeImage(file('a.png', 'text/plain'))).toBe(false);
    expect(looksLikeImage(file('noext', 'application/octet-stream'))).toBe(false);
  });

  it('are optional, at most 3, each at most 5 MB and not empty; the first bad one is named', () => {
    const png = file('a.png', 'image/png');
    expect(imagesProblem([])).toBeNull();
    expect(imagesProblem([png, png, png])).toBeNull();
    expect(imagesProblem([png, png, png, png])).toEqual({ code: 'promotion.image.tooMany', fileName: null });
    expect(imagesProblem([png, file('big.png', 'image/png', APPLICATION_MAX_IMAGE_BYTES + 1)])).toEqual({
      code: 'promotion.image.tooLarge',
      fileName: 'big.png',
    });
    expect(imagesProblem([file('edge.png', 'image/png', APPLICATION_MAX_IMAGE_BYTES)])).toBeNull();
    expect(imagesProblem([file('zero.png', 'image/png', 0)])).toEqual({ code: 'promotion.image.invalid', fileName: 'zero.png' });
    expect(imagesProblem([file('doc.pdf', 'application/pdf')])).toEqual({ code: 'promotion.image.invalid', fileName: 'doc.pdf' });
  });
});

describe('the promotions page', () => {
  it('sends every "Go" type to a page the site has, and the others nowhere', () => {
    const withPage = PROMOTION_TYPES.filter((type) => promotionDestination(type) !== null);
    expect(withPage).toEqual(['REGISTER', 'LOGIN', 'SAVIOR', 'DEPOSIT', 'FIRST_DEPOSIT', 'REBATE', 'UPGRADE_BONUS', 'MISSION', 'REFERRAL']);
    for (const type of withPage.filter((t) => t !== 'UPGRADE_BONUS')) expect(routeFor(promotionDestination(type)!.split('?')[0]!), type).not.toBeNull();
    expect(promotionDestination('UPGRADE_BONUS')).toBe('/vip');
  });

  it('shows All first, then the categories that have cards; a tab shows its cards only', () => {
    expect(promotionTabs(['rng', 'live'])).toEqual(['all', 'rng', 'live']);
    const cards = [
      { category: 'rng' as const, id: 1 },
      { category: 'live' as const, id: 2 },
    ];
    expect(cardsOfTab(cards, 'all').map((c) => c.id)).toEqual([1, 2]);
    expect(cardsOfTab(cards, 'live').map((c) => c.id)).toEqual([2]);
    expect(cardsOfTab(cards, 'fish')).toEqual([]);
    expect(routeFor('/promotions')?.name).toBe('promotions');
  });
});
