// The announcement popup's call (docs/product.md §4.7 Announcement popup).
import { z } from 'zod';
import type { CallTable } from '../call.ts';

export const announcementsQuery = z.strictObject({
  /** Comma-separated announcement types; the popup asks for B, PL, PU, PR and H. */
  types: z
    .string()
    .max(40)
    .regex(/^[A-Z]{1,3}(,[A-Z]{1,3})*$/, 'comma-separated type codes such as B,PL')
    .optional(),
  platform: z.literal('W').optional(),
  pageNo: z.coerce.number().int().min(1).max(1000).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).optional(),
});

export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  promotionType: z.string(),
  execution: z.enum(['A', 'B', 'F']),
  startDateStr: z.string(),
});
export type Announcement = z.infer<typeof announcement>;

export const announcementPage = z.object({ list: z.array(announcement), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });
export type AnnouncementPage = z.infer<typeof announcementPage>;

export const announcementCalls = {
  announcements: {
    tag: 'announcements',
    summary: 'Announcements for the popup, by audience',
    description: 'A valid token (optional) makes the caller a member: execution A, plus F in the session of the first login; anyone else sees B.',
    query: announcementsQuery,
    value: announcementPage,
  },
} as const satisfies CallTable;
