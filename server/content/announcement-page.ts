// One page of announcements as every list shows them: newest first, in the request's language where a translation
// exists (issue 16), else English, the HTML sanitised before it leaves the server. The popup (./announcements.ts)
// and the agent centre's list (server/agent-centre/announcements.ts) differ only in which announcements they ask
// for and in the shape they answer, so the query is written once here.
import { count, desc, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { announcements } from '../db/schema-content.ts';
import { sanitize } from '../shared/html.ts';
import { overlayTranslations } from './translations.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** The page pageNo (from 1) of the announcements `where` selects, and how many it selects in all. */
export async function translatedAnnouncementPage(
  db: Db,
  where: SQL | undefined,
  pageNo: number,
  pageSize: number,
  language: string,
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const [english, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.startDate), desc(announcements.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  const rows = await overlayTranslations(db, 'ANNOUNCEMENT', english, language);
  return { rows: rows.map((r) => ({ ...r, content: sanitize(r.content) })), total: total?.n ?? 0 };
}
