// What every agent-centre list shares (issue 14): a day range (today, yesterday, this or last week, this month, or
// custom days; at most 366 days), paging, and a footer of totals beside the page (the platform's `footer`).
import { z } from 'zod';
import { pageFields, pageOf, rangeFields, withRange } from '../records/records.ts';

/** A team member's account: letters, digits and underscore, as registration allows. */
export const accountName = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_]+$/, 'letters, digits and _ only');

/** A paged agent list over days, optionally narrowed to one account of the team. */
export const agentListQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields, account: accountName.optional() }));
export type AgentListQuery = z.infer<typeof agentListQuery>;

/** A report over days with no paging (overview, income). */
export const agentRangeQuery = withRange(z.strictObject({ ...rangeFields }));

/** A page of rows with the totals of every row of the range (not only this page's) in `footer`. */
export const pageWithFooter = <T extends z.ZodType, F extends z.ZodType>(item: T, footer: F) =>
  pageOf(item).extend({ footer, startDate: z.string(), endDate: z.string() });
