import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CATEGORY_PATHS,
  DROP_MENU_MAX_VENDORS,
  SUPPORTED_CATEGORIES,
  arrangeCategories,
  buildGameMenu,
  categoryForPath,
  type GameCategoryInput,
} from '../../../src/domain/game-menu.ts';

type V = { vassalage: string; gameType: string; id: number };
const v = (vassalage: string, gameType: string, id = 0): V => ({ vassalage, gameType, id });

// The catalogue as the seeded server files it: JL under RNG, e-sports and cockfight under SPORTS.
const serverCategories: GameCategoryInput<V>[] = [
  { gameCategory: 'ELOTT', vendors: [v('TCG_LOTTO_VN', 'ELOTT')] },
  { gameCategory: 'LOTT', vendors: [v('TCG_SEA', 'LOTT'), v('GW', 'LOTT')] },
  { gameCategory: 'LIVE', vendors: [v('EVO', 'LIVE')] },
  { gameCategory: 'SPORTS', vendors: [v('SABA', 'SPORTS'), v('TF', 'ESPORTS'), v('DS88', 'COCKFIGHT')] },
  { gameCategory: 'FISH', vendors: [v('JL', 'FISH'), v('JDB', 'FISH')] },
  { gameCategory: 'RNG', vendors: [v('JL', 'RNG'), v('PG', 'RNG')] },
  { gameCategory: 'PVP', vendors: [v('KM', 'PVP')] },
  { gameCategory: 'SLOTS_OLD', vendors: [v('X', 'RNG')] },
];

const ids = (list: { gameCategory: string }[]) => list.map((c) => c.gameCategory);

describe('category rearrangement', () => {
  it('moves JL first, cockfight after FISH, e-sports last, and drops unsupported categories', () => {
    const arranged = arrangeCategories(serverCategories);
    expect(ids(arranged)).toEqual(['JL', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'COCKFIGHT', 'RNG', 'PVP', 'ESPORTS']);
    const of = (c: string) => arranged.find((a) => a.gameCategory === c)?.vendors.map((x) => `${x.vassalage}/${x.gameType}`);
    expect(of('JL')).toEqual(['JL/RNG']);
    expect(of('RNG')).toEqual(['PG/RNG']);
    expect(of('FISH')).toEqual(['JL/FISH', 'JDB/FISH']);
    expect(of('SPORTS')).toEqual(['SABA/SPORTS']);
    expect(of('ESPORTS')).toEqual(['TF/ESPORTS']);
    expect(of('COCKFIGHT')).toEqual(['DS88/COCKFIGHT']);
  });

  it('hides a category left without vendors, and honours a configured exception list', () => {
    const onlyJl = [
      { gameCategory: 'RNG', vendors: [v('JL', 'RNG')] },
      { gameCategory: 'SPORTS', vendors: [v('DS88', 'COCKFIGHT')] },
    ];
    expect(ids(arrangeCategories(onlyJl))).toEqual(['JL', 'COCKFIGHT']);
    expect(ids(arrangeCategories(onlyJl, { exception: [] }))).toEqual(['RNG', 'COCKFIGHT']);
    expect(ids(arrangeCategories([{ gameCategory: 'LIVE', vendors: [] }]))).toEqual([]);
  });

  it('splits configured provider codes out of SPORTS even when their game type says SPORTS', () => {
    const sports = [{ gameCategory: 'SPORTS', vendors: [v('IA', 'SPORTS'), v('DS88', 'SPORTS'), v('SABA', 'SPORTS')] }];
    expect(ids(arrangeCategories(sports, { esportVendors: ['IA'] }))).toEqual(['SPORTS', 'COCKFIGHT', 'ESPORTS']);
  });
});

describe('game menu', () => {
  it('appends promotions and app download, with the spec route of every entry', () => {
    const menu = buildGameMenu(serverCategories);
    expect(menu.map((m) => [m.id, m.path])).toEqual([
      ['JL', '/jili'],
      ['ELOTT', '/elott'],
      ['LOTT', '/lott'],
      ['LIVE', '/live'],
      ['SPORTS', '/sports'],
      ['FISH', '/fish'],
      ['COCKFIGHT', '/cockfight'],
      ['RNG', '/rng'],
      ['PVP', '/pvp'],
      ['ESPORTS', '/esports'],
      ['promotions', '/promotions'],
      ['download', '/down'],
    ]);
    expect(buildGameMenu([]).map((m) => m.kind)).toEqual(['promotions', 'download']);
  });

  it('routes lottery entries by their first provider and launches cockfight directly', () => {
    const click = (id: string) => buildGameMenu(serverCategories).find((m) => m.id === id)?.click;
    expect(click('ELOTT')).toEqual({ kind: 'route', path: '/vnLottery' });
    expect(click('LOTT')).toEqual({ kind: 'route', path: '/seaLottery' });
    expect(click('COCKFIGHT')).toEqual({ kind: 'launch', vendor: v('DS88', 'COCKFIGHT') });
    expect(click('LIVE')).toEqual({ kind: 'route', path: '/live' });
    const gw = buildGameMenu([{ gameCategory: 'LOTT', vendors: [v('GW', 'LOTT')] }]);
    expect(gw[0]?.click).toEqual({ kind: 'route', path: '/lottery' });
  });

  it('drop menus show at most 11 vendors plus the more tile; jl, promotions and download have none', () => {
    const many = Array.from({ length: 14 }, (_, i) => v(`P${i}`, 'RNG', i));
    const menu = buildGameMenu([{ gameCategory: 'RNG', vendors: [v('JL', 'RNG'), ...many] }]);
    const rng = menu.find((m) => m.id === 'RNG');
    expect(rng?.dropMenu?.vendors).toHaveLength(11);
    expect(rng?.dropMenu).toMatchObject({ morePath: '/rng', hiddenCount: 3 });
    expect(rng?.vendors).toHaveLength(14);
    expect(menu.filter((m) => m.dropMenu === null).map((m) => m.id)).toEqual(['JL', 'promotions', 'download']);
    const few = buildGameMenu([{ gameCategory: 'LIVE', vendors: [v('EVO', 'LIVE')] }])[0];
    expect(few?.dropMenu).toEqual({ vendors: [v('EVO', 'LIVE')], morePath: '/live', hiddenCount: 0 });
  });

  it('maps a location back to its category, with no reverse entry for /jili', () => {
    expect(categoryForPath('/sports')).toBe('SPORTS');
    expect(categoryForPath('/rng/pg/rng?vassalage=PG')).toBe('RNG');
    expect(categoryForPath('/cockfight#top')).toBe('COCKFIGHT');
    expect(categoryForPath('/jili')).toBeNull();
    expect(categoryForPath('/')).toBeNull();
    for (const category of SUPPORTED_CATEGORIES.filter((c) => c !== 'JL')) expect(categoryForPath(CATEGORY_PATHS[category])).toBe(category);
  });
});

const vendorArb = fc.record({
  vassalage: fc.constantFrom('JL', 'PG', 'DS88', 'TF', 'EVO', 'TCG_SEA', 'GW'),
  gameType: fc.constantFrom('RNG', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'FISH', 'LIVE', 'LOTT'),
});
const inputArb = fc
  .array(
    fc.record({
      gameCategory: fc.constantFrom(...SUPPORTED_CATEGORIES, 'OTHER', 'rng'),
      vendors: fc.array(vendorArb, { maxLength: 15 }),
    }),
    { maxLength: 12 },
  )
  .map((cats) => {
    let id = 0;
    return cats.map((c) => ({ ...c, vendors: c.vendors.map((x) => ({ ...x, id: id++ })) }));
  });

describe('menu properties', () => {
  it('loses and invents no vendor of a supported category, and shows no empty category', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const arranged = arrangeCategories(input);
        const supported = input.filter((c) => (SUPPORTED_CATEGORIES as readonly string[]).includes(c.gameCategory));
        const expected = supported.flatMap((c) => c.vendors.map((x) => x.id)).sort((a, b) => a - b);
        expect(arranged.flatMap((c) => c.vendors.map((x) => x.id)).sort((a, b) => a - b)).toEqual(expected);
        expect(arranged.every((c) => c.vendors.length > 0)).toBe(true);
        expect(new Set(ids(arranged)).size).toBe(arranged.length);
      }),
    );
  });

  it('keeps the placement rules whatever the server order', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const order = ids(arrangeCategories(input));
        if (order.includes('JL')) expect(order[0]).toBe('JL');
        if (order.includes('ESPORTS')) expect(order.at(-1)).toBe('ESPORTS');
        if (order.includes('FISH') && order.includes('COCKFIGHT')) expect(order.indexOf('COCKFIGHT')).toBe(order.indexOf('FISH') + 1);
        for (const c of arrangeCategories(input)) {
          if (c.gameCategory === 'SPORTS')
            expect(c.vendors.some((x) => x.gameType === 'ESPORTS' || x.gameType === 'COCKFIGHT' || x.vassalage === 'DS88')).toBe(false);
          if (c.gameCategory === 'RNG') expect(c.vendors.some((x) => x.vassalage === 'JL')).toBe(false);
        }
      }),
    );
  });

  it('always ends with promotions and download, and no drop menu passes 11 vendors', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const menu = buildGameMenu(input);
        expect(menu.slice(-2).map((m) => m.id)).toEqual(['promotions', 'download']);
        for (const item of menu) {
          if (!item.dropMenu) continue;
          expect(item.dropMenu.vendors.length).toBeLessThanOrEqual(DROP_MENU_MAX_VENDORS);
          expect(item.dropMenu.vendors.length + item.dropMenu.hiddenCount).toBe(item.vendors.length);
          expect(item.dropMenu.morePath).toBe(item.path);
        }
      }),
    );
  });
});
