// Announcements for the popup (docs/product.md §4): a signed-in member sees execution A, plus F in the session of the
// first login (the first-login call that follows does not take them away); a visitor sees B. The token is optional
// here; one that is not valid counts as a visitor.
import { and, inArray } from 'drizzle-orm';
import { announcements } from '../db/schema-content.ts';
import type { Deps } from '../deps.ts';
import { sessionForToken } from '../session/sessions.ts';
import type { Announcement, AnnouncementPage } from '../../contract/content/announcements.ts';
import { AGENT_ANNOUNCEMENT_TYPE, ANNOUNCEMENT_TYPES } from '../../contract/rules/announcements.ts';
import { translatedAnnouncementPage } from './announcement-page.ts';

export async function announcementPageFor(
  deps: Pick<Deps, 'db' | 'clock'>,
  token: string | undefined,
  query: { types?: string; pageNo?: number; pageSize?: number },
  language: string,
): Promise<AnnouncementPage> {
  const { db } = deps;
  const session = token ? await sessionForToken(deps, token) : null;
  const executions = session ? (session.firstLogin ? ['A', 'F'] : ['A']) : ['B'];
  // Only the popup's types: the agents' announcements (AG) are for the agent centre's call, whatever is asked.
  const types = (query.types?.split(',') ?? [...ANNOUNCEMENT_TYPES]).filter((t) => t !== AGENT_ANNOUNCEMENT_TYPE);
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 6;
  const where = and(inArray(announcements.execution, executions), inArray(announcements.promotionType, types));
  const { rows, total } = await translatedAnnouncementPage(db, where, pageNo, pageSize, language);
  const list: Announcement[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    promotionType: r.promotionType,
    execution: r.execution as Announcement['execution'],
    startDateStr: r.startDate.toISOString(),
  }));
  return { list, total, pageNo, pageSize };
}
