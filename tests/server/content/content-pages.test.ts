// Content pages and server texts per language (issue 16), on PGlite and PostgreSQL: a language's row where it has
// one, English where it has none, nothing dated ahead; the operator's writes (sanitised, refused when wrong, changing
// nothing then); announcements, notices and promotions overlaid with their translations; help by section.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { call, untyped } from '../call-client.ts';
import type { CallQuery, TabledCall } from '../../../contract/calls.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { parseOpsArgs } from '../../../server/ops/parse-args.ts';
import { contentPages, contentTranslations } from '../../../server/db/schema-reach.ts';
import { announcements, helpSections, notices } from '../../../server/db/schema-content.ts';
import { promotions } from '../../../server/db/schema-economy.ts';
import { pointGoods } from '../../../server/db/schema-loyalty.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = { success: boolean; value: any; errorCode: string };

describe.each(dbKinds)('content per language on %s', (kind) => {
  let t: Server;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  /** A named read in a language; its value typed loosely, as the tests read it. */
  const get = async <N extends TabledCall>(name: N, query?: CallQuery<N>, language = 'EN') => {
    const { status, headers, body } = await call(t, name, { query, headers: { language } });
    return { status, headers, body: body as Body };
  };
  /** A named read with a query its types refuse. */
  const bad = (name: TabledCall, query: Record<string, unknown>) => untyped(t, name, { query, headers: { language: 'EN' } });
  const ops = (...words: string[]) => {
    const { name, args } = parseOpsArgs(words);
    return runOpsCommand(t.deps, name, args);
  };
  // The running server clears its caches after an ops command (ops/socket.ts); here the test does it.
  const opsAndClear = async (...words: string[]) => {
    const out = await ops(...words);
    t.app.catalogueCache.invalidate();
    return out;
  };
  const blog = (language: string) => get('contentList', { kind: 'BLOG' }, language);

  it("lists the blog in the reader's language, English where a post has no row, newest first, nothing dated ahead", async () => {
    const en = (await blog('EN')).body.value.list as { slug: string; language: string; title: string; excerpt: string; coverUrl: string }[];
    expect(en.map((p) => p.slug)).toEqual(['weekend-jackpot-recap', 'gcash-deposits-in-a-minute', 'sabong-season-guide']);
    expect(en.every((p) => p.language === 'EN')).toBe(true);
    expect(en[0]!.excerpt).not.toContain('<');
    const cover = await t.app.inject({ method: 'GET', url: en[0]!.coverUrl });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');

    const tl = await blog('TL');
    expect(tl.headers.vary).toContain('language');
    const list = tl.body.value.list as { slug: string; language: string; title: string; coverUrl: string }[];
    expect(list.map((p) => p.language)).toEqual(['TL', 'TL', 'TL']);
    expect(list[0]!.title).toBe('Weekend recap: tatlong jackpot sa isang gabi');
    // The cover draws the post's title in the language.
    expect(list[0]!.coverUrl).toBe('/art/cover/BLOG/weekend-jackpot-recap.svg?lang=TL');
    expect((await t.app.inject({ method: 'GET', url: list[0]!.coverUrl })).body).toContain('tatlong jackpot');
    expect((await t.app.inject({ method: 'GET', url: '/art/cover/BLOG/weekend-jackpot-recap.svg?lang=XX' })).statusCode).toBe(400);

    // Every language has the seeded posts; a post without a row in the language reads English.
    await t.db.delete(contentPages).where(and(eq(contentPages.slug, 'sabong-season-guide'), eq(contentPages.language, 'JA')));
    t.app.catalogueCache.invalidate();
    const ja = (await blog('JA')).body.value.list as { slug: string; language: string; title: string }[];
    expect(ja.map((p) => [p.slug, p.language])).toEqual([
      ['weekend-jackpot-recap', 'JA'],
      ['gcash-deposits-in-a-minute', 'JA'],
      ['sabong-season-guide', 'EN'],
    ]);
    expect(ja[0]!.title).not.toBe(en[0]!.title);

    // The post dated ahead appears once its date has come.
    expect((await get('contentPage', { kind: 'BLOG', slug: 'christmas-tournament-preview' })).body.errorCode).toBe('content.notFound');
    t.clock.advance(6 * 86_400_000);
    t.app.catalogueCache.invalidate();
    expect((await blog('EN')).body.value.list[0].slug).toBe('christmas-tournament-preview');
    t.clock.advance(-6 * 86_400_000);
    t.app.catalogueCache.invalidate();
  });

  it('reads one page with its sanitised body, single pages without a slug, and refuses bad or unknown ones', async () => {
    const about = await get('contentPage', { kind: 'ABOUT' }, 'CN');
    expect(about.body.value).toMatchObject({ slug: 'main', language: 'CN', title: '关于 playstate' });
    expect(about.body.value.body).toContain('<h3>');
    expect((await get('contentPage', { kind: 'SPONSOR' }, 'KO')).body.value.language).toBe('KO');
    // Without the language's row, the English one.
    await t.db.delete(contentPages).where(and(eq(contentPages.kind, 'SPONSOR'), eq(contentPages.language, 'KO')));
    t.app.catalogueCache.invalidate();
    expect((await get('contentPage', { kind: 'SPONSOR' }, 'KO')).body.value.language).toBe('EN');
    const missing = await get('contentPage', { kind: 'BLOG', slug: 'no-such-post' });
    expect([missing.status, missing.body.errorCode]).toEqual([404, 'content.notFound']);
    expect((await get('contentPage', { kind: 'BLOG', slug: '../etc' })).status).toBe(400);
    expect((await bad('contentList', { kind: 'NEWS' })).status).toBe(400);
    expect((await bad('contentList', {})).status).toBe(400);
  });

  it('ranks the winners, top three first, in the language where it has them', async () => {
    const list = (await get('contentList', { kind: 'WINNER' }, 'TL')).body.value.list as { rank: number; language: string }[];
    expect(list.map((w) => [w.rank, w.language])).toEqual([
      [1, 'TL'],
      [2, 'TL'],
      [3, 'TL'],
      [4, 'TL'],
      [5, 'TL'],
    ]);
  });

  it('lets the operator write, list and delete a page: sanitised, published from its date, refused when wrong', async () => {
    expect(
      await opsAndClear(
        'content',
        'set',
        'BLOG',
        'ops-post',
        'TL',
        '--title',
        'Bagong post',
        '--body',
        '<p>Hello <script>alert(1)</script><b>bold</b></p>',
        '--cover',
        '/art/cover/BLOG/ops-post.svg',
      ),
    ).toContain('is saved');
    // Only a TL row: English readers do not see it, TL readers do.
    expect(((await blog('EN')).body.value.list as { slug: string }[]).some((p) => p.slug === 'ops-post')).toBe(false);
    const page = (await get('contentPage', { kind: 'BLOG', slug: 'ops-post' }, 'TL')).body.value;
    expect(page.body).toBe('<p>Hello <b>bold</b></p>');
    expect(await ops('content', 'list', '--kind', 'BLOG', '--lang', 'TL')).toContain('ops-post');

    const before = (await t.db.select().from(contentPages)).length;
    const refusals = [
      ['content', 'set', 'NEWS', 'x', 'EN', '--title', 'T', '--body', '<p>b</p>'],
      ['content', 'set', 'BLOG', 'Bad Slug', 'EN', '--title', 'T', '--body', '<p>b</p>'],
      ['content', 'set', 'BLOG', 'x', 'XX', '--title', 'T', '--body', '<p>b</p>'],
      ['content', 'set', 'ABOUT', 'other', 'EN', '--title', 'T', '--body', '<p>b</p>'],
      ['content', 'set', 'BLOG', 'x', 'EN', '--title', 'T', '--body', '<script>only</script>'],
      ['content', 'set', 'BLOG', 'x', 'EN', '--title', 'T', '--body', '<p>b</p>', '--cover', 'javascript:alert(1)'],
      ['content', 'set', 'BLOG', 'x', 'EN', '--title', 'T', '--body', '<p>b</p>', '--rank', '1'],
      ['content', 'set', 'BLOG', 'x', 'EN', '--title', 'T', '--body', '<p>b</p>', '--publish', 'tomorrow'],
      ['content', 'set', 'BLOG', 'x', 'EN', '--body', '<p>b</p>'],
    ];
    for (const words of refusals) await expect(ops(...words), words.join(' ')).rejects.toThrow();
    expect((await t.db.select().from(contentPages)).length).toBe(before);

    // Dated ahead: saved, not shown yet.
    await opsAndClear('content', 'set', 'BLOG', 'later-post', 'EN', '--title', 'Later', '--body', '<p>soon</p>', '--publish', '2030-01-01T00:00:00Z');
    expect((await get('contentPage', { kind: 'BLOG', slug: 'later-post' })).status).toBe(404);

    expect(await opsAndClear('content', 'delete', 'BLOG', 'ops-post', 'TL')).toContain('is deleted');
    expect(await ops('content', 'delete', 'BLOG', 'ops-post', 'TL')).toContain('No BLOG');
    expect((await get('contentPage', { kind: 'BLOG', slug: 'ops-post' }, 'TL')).status).toBe(404);
    await opsAndClear('content', 'delete', 'BLOG', 'later-post', 'EN');
  });

  it('serves the download links the operator sets, refusing what is not an https address or a site path', async () => {
    expect((await get('appDownloads')).body.value).toMatchObject({
      ios: expect.stringMatching(/^https:/),
      lite: expect.stringMatching(/^https:/),
    });
    await opsAndClear('download', 'set', 'android', 'https://example.com/app.apk');
    expect((await get('appDownloads')).body.value.android).toBe('https://example.com/app.apk');
    await expect(ops('download', 'set', 'android', 'javascript:alert(1)')).rejects.toThrow();
    await expect(ops('download', 'set', 'windows', 'https://example.com')).rejects.toThrow();
    await opsAndClear('download', 'set', 'android', '');
    expect((await get('appDownloads')).body.value.android).toBe('');
    expect(await ops('download', 'list')).toContain('(none)');
  });

  it("overlays notices, announcements and promotions with the language's translation, English where there is none", async () => {
    const noticesIn = async (language: string) => (await get('notices', undefined, language)).body.value as { id: number; title: string }[];
    // Japanese and Vietnamese lose their seeded translations here: what has none reads English.
    await t.db.delete(contentTranslations).where(inArray(contentTranslations.language, ['JA', 'VI']));
    const [en, cn, ja] = [await noticesIn('EN'), await noticesIn('CN'), await noticesIn('JA')];
    expect(cn.map((n) => n.id)).toEqual(en.map((n) => n.id));
    expect(cn.find((n) => en.find((e) => e.id === n.id)!.title === 'Faster GCash deposits')!.title).toBe('GCash 存款更快到账');
    expect(ja).toEqual(en);

    const ann = async (language: string) => (await get('announcements', undefined, language)).body.value.list as { title: string; content: string }[];
    expect((await ann('TL')).map((a) => a.title)).toContain('Maligayang pagdating sa playstate');
    expect((await ann('EN')).map((a) => a.title)).toContain('Welcome to playstate');

    const promos = async (language: string) =>
      (await get('promotionList', undefined, language)).body.value.list as { code: string; title: string; content: string }[];
    expect((await promos('CN')).find((p) => p.code === 'SIGNUP100')!.title).toBe('注册奖金 ₱100');
    expect((await promos('VI')).find((p) => p.code === 'SIGNUP100')!.title).toBe('Sign-up bonus ₱100');

    // The operator translates a notice into Japanese: only that one changes, sanitised; a bad write changes nothing.
    const [notice] = await t.db.select().from(notices).where(eq(notices.title, 'Sabong schedule'));
    await opsAndClear(
      'translation',
      'set',
      'NOTICE',
      String(notice!.id),
      'JA',
      '--title',
      '闘鶏のスケジュール',
      '--content',
      '毎日 10:00〜22:00<script>x</script>',
    );
    const jaNow = await noticesIn('JA');
    expect(jaNow.find((n) => n.id === notice!.id)).toMatchObject({ title: '闘鶏のスケジュール', content: '毎日 10:00〜22:00' });
    expect(jaNow.filter((n) => n.id !== notice!.id)).toEqual(en.filter((n) => n.id !== notice!.id));
    expect(await ops('translation', 'list', 'NOTICE', String(notice!.id))).toContain('JA');
    await expect(ops('translation', 'set', 'NOTICE', '999999', 'JA', '--title', 'x', '--content', 'y')).rejects.toThrow(/no notice/);
    await expect(ops('translation', 'set', 'NOTICE', String(notice!.id), 'EN', '--title', 'x', '--content', 'y')).rejects.toThrow();
    await expect(ops('translation', 'set', 'WIDGET', String(notice!.id), 'JA', '--title', 'x', '--content', 'y')).rejects.toThrow(/kind must be one of/);
    const [promo] = await t.db.select().from(promotions).where(eq(promotions.code, 'RELOAD'));
    await opsAndClear('translation', 'set', 'PROMOTION', String(promo!.id), 'KO', '--title', '주말 리로드', '--content', '<p>주말에 충전하세요.</p>');
    expect((await promos('KO')).find((p) => p.code === 'RELOAD')!.title).toBe('주말 리로드');
    const [a] = await t.db
      .select()
      .from(announcements)
      .where(and(eq(announcements.title, 'Welcome to playstate')));
    expect(a).toBeDefined();
  });

  it("captions the banners in the language and draws the caption and the promotions' titles into their pictures", async () => {
    const banners = async (language: string) =>
      (await get('banners', { groupName: 'w_home' }, language)).body.value as { id: number; title: string; url: string }[];
    const [en, th] = [await banners('EN'), await banners('TH')];
    expect(th.map((b) => b.id)).toEqual(en.map((b) => b.id));
    expect(en[0]).toMatchObject({ title: 'Welcome Bonus 100%', url: `/art/banner/${en[0]!.id}.svg` });
    expect(th[0]!.title).not.toBe('Welcome Bonus 100%');
    expect(th[0]!.url).toBe(`/art/banner/${en[0]!.id}.svg?lang=TH`);
    const art = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    expect(await art(th[0]!.url)).toContain(th[0]!.title);
    expect(await art(en[0]!.url)).toContain('Welcome Bonus 100%');
    expect((await t.app.inject({ method: 'GET', url: `${en[0]!.url}?lang=en-us` })).statusCode).toBe(400);

    // The operator re-words a caption in one language: the list and the picture follow; English stays.
    await opsAndClear('translation', 'set', 'BANNER', String(en[0]!.id), 'TH', '--title', 'โบนัสต้อนรับ 100% ทุกวัน', '--content', 'โบนัสต้อนรับ 100% ทุกวัน');
    expect((await banners('TH'))[0]!.title).toBe('โบนัสต้อนรับ 100% ทุกวัน');
    expect(await art(th[0]!.url)).toContain('โบนัสต้อนรับ 100% ทุกวัน');
    expect((await banners('EN'))[0]!.title).toBe('Welcome Bonus 100%');

    const cn = (await get('promotionList', undefined, 'CN')).body.value.list as { code: string; title: string; imageUrl: string }[];
    const signup = cn.find((p) => p.code === 'SIGNUP100')!;
    expect(signup.imageUrl).toBe('/art/promotion/SIGNUP100.svg?lang=CN');
    expect(await art(signup.imageUrl)).toContain(signup.title);
  });

  it("names the points mall's goods in the language the operator translated them into, as plain text", async () => {
    const mall = async (language: string) =>
      (await get('pointGoods', undefined, language)).body.value.list as { code: string; name: string; description: string }[];
    await t.db.delete(contentTranslations).where(and(eq(contentTranslations.kind, 'GOODS'), eq(contentTranslations.language, 'JA')));
    const en = await mall('EN');
    const [shirt] = await t.db.select().from(pointGoods).where(eq(pointGoods.code, 'TSHIRT'));
    await opsAndClear('translation', 'set', 'GOODS', String(shirt!.id), 'JA', '--title', 'playstate Tシャツ', '--content', '綿 & ポリエステル、フリーサイズ');
    const ja = await mall('JA');
    expect(ja.find((g) => g.code === 'TSHIRT')).toMatchObject({ name: 'playstate Tシャツ', description: '綿 & ポリエステル、フリーサイズ' });
    expect(ja.filter((g) => g.code !== 'TSHIRT')).toEqual(en.filter((g) => g.code !== 'TSHIRT'));
    await expect(ops('translation', 'set', 'GOODS', '999999', 'JA', '--title', 'x', '--content', 'y')).rejects.toThrow(/no goods/);
  });

  it('falls back to English per help section, in English order', async () => {
    const help = async (lang: NonNullable<CallQuery<'helpCenter'>['lang']>) =>
      (await get('helpCenter', { lang, device: 'WEB' })).body.value as { tag: string; title: string }[];
    // Filipino loses its FAQ and Korean every section here: what has none reads English.
    await t.db.delete(helpSections).where(and(eq(helpSections.language, 'TL'), eq(helpSections.tag, 'faq')));
    await t.db.delete(helpSections).where(eq(helpSections.language, 'KO'));
    const en = await help('EN');
    const tl = await help('TL');
    expect(tl.map((s) => s.tag)).toEqual(en.map((s) => s.tag));
    expect(tl.find((s) => s.tag === 'about')!.title).toBe('Tungkol sa amin');
    expect(tl.find((s) => s.tag === 'faq')!.title).toBe(en.find((s) => s.tag === 'faq')!.title);
    expect((await help('CN')).find((s) => s.tag === 'deposit')!.title).toBe('如何存款');
    expect(await help('KO')).toEqual(en);
  });
});
