// Announcements for agents (issue 14, the agentAnnouncement page): the announcements of type AG, newest first,
// those scheduled for later not yet; paged, translated and sanitised as every announcement list (content's query).
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { announcements } from '../db/schema-content.ts';
import { translatedAnnouncementPage } from '../content/announcement-page.ts';
import { pageCount } from '../shared/day-range.ts';
import { AGENT_ANNOUNCEMENT_TYPE } from '../../contract/rules/announcements.ts';
import type { AgentAnnouncementPage } from '../../contract/agent-centre/agent-centre.ts';

/** The whitelabel module of the announcement page (docs/product.md §2.11; src/domain/agent-centre.ts). */
export const AGENT_ANNOUNCEMENT_MODULE = 'AGENTANNOUNCE3';

/** language: the request's; a translated announcement reads in it (issue 16), the others in English. */
export async function agentAnnouncements(db: Db, now: Date, pageNum: number, pageSize: number, language = 'EN'): Promise<AgentAnnouncementPage> {
  const where = and(eq(announcements.promotionType, AGENT_ANNOUNCEMENT_TYPE), lte(announcements.startDate, now));
  const { rows, total } = await translatedAnnouncementPage(db, where, pageNum, pageSize, language);
  return {
    content: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, date: r.startDate.toISOString() })),
    pageNum,
    pageSize,
    total,
    totalPages: pageCount(total, pageSize),
  };
}
