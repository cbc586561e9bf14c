// The operator's content commands (issue 16): content pages per language (list, set, delete), translations of
// announcements, notices and promotions, and the app download links of /down. Writes are single statements, so a
// refused write changes nothing; the running server's caches are cleared after each command (ops/socket.ts).
import fs from 'node:fs';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { contentRows, deleteContentPage, upsertContentPage } from './content-pages.ts';
import { setTranslation, translationsOf } from './translations.ts';
import { appDownloadsOf, setAppDownload } from './app-downloads.ts';
import { TRANSLATED_KINDS } from '../../contract/rules/content.ts';

const word = z.string().min(1).max(200);

const pageArgs = z.strictObject({
  kind: word,
  slug: word,
  language: word,
  title: z.string().min(1).max(200),
  body: z.string().min(1).max(200_000),
  cover: z.string().max(500).optional(),
  rank: z.number().int().min(1).max(1000).optional(),
  publish: z.iso.datetime({ offset: true }).optional(),
});

export const contentCommands = {
  'content-list': {
    usage: 'content list [--kind SPONSOR|ABOUT|BLOG|WINNER] [--lang XX]   (every content page row, unpublished ones too)',
    args: z.strictObject({ kind: word.optional(), language: word.optional() }),
    async run(deps: Deps, a: { kind?: string; language?: string }) {
      const rows = await contentRows(deps.db, a.kind?.toUpperCase(), a.language?.toUpperCase());
      if (!rows.length) return 'No content pages.';
      const now = deps.clock.now().getTime();
      return rows
        .map(
          (r) =>
            `${r.kind.padEnd(8)} ${r.slug.padEnd(28)} ${r.language}  ${r.publishAt.getTime() > now ? 'from ' : ''}${r.publishAt.toISOString()}${r.rank ? `  rank ${r.rank}` : ''}  ${r.title}`,
        )
        .join('\n');
    },
  },
  'content-set': {
    usage: 'content set <KIND> <slug> <LANG> --title "…" (--body "<p>…</p>" | --body-file page.html) [--cover URL] [--rank N] [--publish ISO-date]',
    args: pageArgs,
    async run(deps: Deps, a: z.infer<typeof pageArgs>) {
      const row = await upsertContentPage(
        deps.db,
        {
          kind: a.kind.toUpperCase(),
          slug: a.slug,
          language: a.language.toUpperCase(),
          title: a.title,
          body: a.body,
          coverUrl: a.cover,
          rank: a.rank,
          publishAt: a.publish ? new Date(a.publish) : undefined,
        },
        deps.clock.now(),
      );
      return `${row.kind} ${row.slug} (${row.language}) is saved, published from ${row.publishAt.toISOString()}.`;
    },
  },
  'content-delete': {
    usage: 'content delete <KIND> <slug> <LANG>   (that language falls back to English)',
    args: z.strictObject({ kind: word, slug: word, language: word }),
    async run(deps: Deps, a: { kind: string; slug: string; language: string }) {
      const gone = await deleteContentPage(deps.db, a.kind.toUpperCase(), a.slug, a.language.toUpperCase());
      return gone
        ? `${a.kind.toUpperCase()} ${a.slug} (${a.language.toUpperCase()}) is deleted.`
        : `No ${a.kind.toUpperCase()} ${a.slug} in ${a.language.toUpperCase()}.`;
    },
  },
  'translation-set': {
    usage: `translation set <${TRANSLATED_KINDS.join('|')}> <id> <LANG> --title "…" --content "<p>…</p>"   (a BANNER's content repeats its caption)`,
    args: z.strictObject({
      kind: word,
      refId: z.number().int().positive().max(2_147_483_647),
      language: word,
      title: z.string().min(1).max(200),
      content: z.string().min(1).max(100_000),
    }),
    async run(deps: Deps, a: { kind: string; refId: number; language: string; title: string; content: string }) {
      const kind = a.kind.toUpperCase();
      await setTranslation(deps.db, { ...a, kind, language: a.language.toUpperCase() });
      return `${kind} ${a.refId} now reads "${a.title}" in ${a.language.toUpperCase()}.`;
    },
  },
  'translation-list': {
    usage: `translation list <${TRANSLATED_KINDS.join('|')}> <id>`,
    args: z.strictObject({ kind: word, refId: z.number().int().positive().max(2_147_483_647) }),
    async run(deps: Deps, a: { kind: string; refId: number }) {
      const rows = await translationsOf(deps.db, a.kind.toUpperCase(), a.refId);
      return rows.length
        ? rows.map((r) => `${r.language}  ${r.title}`).join('\n')
        : `No translations of ${a.kind.toUpperCase()} ${a.refId} (it reads in English everywhere).`;
    },
  },
  'download-list': {
    usage: 'download list   (the app download links of /down)',
    args: z.strictObject({}),
    async run(deps: Deps) {
      const links = await appDownloadsOf(deps.db);
      return Object.entries(links)
        .map(([k, v]) => `${k.padEnd(8)} ${v || '(none)'}`)
        .join('\n');
    },
  },
  'download-set': {
    usage: 'download set <ios|android|mobile|lite> <url | "">',
    args: z.strictObject({ kind: word, url: z.string().max(500) }),
    async run(deps: Deps, a: { kind: string; url: string }) {
      await setAppDownload(deps.db, a.kind, a.url, deps.clock.now());
      return a.url ? `The ${a.kind} download now points to ${a.url}.` : `The ${a.kind} download is removed from /down.`;
    },
  },
} as const;

/** `content …`, `translation …` and `download …` words to a command and its arguments (ops/parse-args.ts). */
export function parseContentArgs(argv: string[]): { name: string; args: Record<string, unknown> } | null {
  const [first, second, ...rest] = argv;
  const option = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const given = (pairs: Record<string, unknown>) => Object.fromEntries(Object.entries(pairs).filter(([, v]) => v !== undefined));
  const number = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  if (first === 'content') {
    if (second === 'list') return { name: 'content-list', args: given({ kind: option('--kind'), language: option('--lang') }) };
    const [kind, slug, language] = rest;
    if (second === 'delete') return { name: 'content-delete', args: { kind, slug, language } };
    if (second === 'set') {
      // The body file is read here, where the operator's path means something; the server gets the text.
      const file = option('--body-file');
      const body = file !== undefined ? fs.readFileSync(file, 'utf8') : option('--body');
      return {
        name: 'content-set',
        args: given({
          kind,
          slug,
          language,
          title: option('--title'),
          body,
          cover: option('--cover'),
          rank: number(option('--rank')),
          publish: option('--publish'),
        }),
      };
    }
  }
  if (first === 'translation') {
    const [kind, refId, language] = rest;
    if (second === 'set')
      return { name: 'translation-set', args: given({ kind, refId: number(refId), language, title: option('--title'), content: option('--content') }) };
    if (second === 'list') return { name: 'translation-list', args: { kind, refId: number(refId) } };
  }
  if (first === 'download') {
    if (second === 'list') return { name: 'download-list', args: {} };
    if (second === 'set') return { name: 'download-set', args: { kind: rest[0], url: rest[1] } };
  }
  return null;
}
