// Announcements for agents (issue 14, the agentAnnouncement page): the announcements of type AG, newest first,
// those scheduled for later not yet; the HTML sanitised before it leaves the server, as every announcement's.
import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { announcements } from '../db/schema-content.ts';
import { sanitize } from '../shared/html.ts';
import { overlayTranslations } from '../content/translations.ts';
import { pageCount } from '../shared/day-range.ts';
import { AGENT_ANNOUNCEMENT_TYPE } from '../../contract/rules/announcements.ts';
import type { AgentAnnouncementPage } from '../../contract/agent-centre/agent-centre.ts';

/** The whitelabel module of the announcement page (docs/product.md §2.11; src/domain/agent-centre.ts). */
export const AGENT_ANNOUNCEMENT_MODULE = 'AGENTANNOUNCE3';

/** language: the request's; a translated announcement reads in it (issue 16), the others in English. */
export async function agentAnnouncements(db: Db, now: Date, pageNum: number, pageSize: number, language = 'EN'): Promise<AgentAnnouncementPage> {
  const where = and(eq(announcements.promotionType, AGENT_ANNOUNCEMENT_TYPE), lte(announcements.startDate, now));
  const [english, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.startDate), desc(announcements.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  const rows = await overlayTranslations(db, 'ANNOUNCEMENT', english, language);
  const n = total?.n ?? 0;
  return {
    content: rows.map((r) => ({ id: r.id, title: r.title, content: sanitize(r.content), date: r.startDate.toISOString() })),
    pageNum,
    pageSize,
    total: n,
    totalPages: pageCount(n, pageSize),
  };
}
