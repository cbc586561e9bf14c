import { z } from 'zod';

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

export interface Announcement {
  id: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
  promotionType: string;
  execution: 'A' | 'B' | 'F';
  startDateStr: string;
}

export interface AnnouncementPage {
  list: Announcement[];
  total: number;
  pageNo: number;
  pageSize: number;
}
