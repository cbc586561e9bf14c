// Site content: banners, notices, announcements, resources, customer-service entries and help sections.
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  groupName: text('group_name').notNull(),
  title: text('title').notNull(),
  linkageType: text('linkage_type').notNull(),
  linkage: text('linkage').notNull().default(''),
  sort: integer('sort').notNull(),
});

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
});

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  promotionType: text('promotion_type').notNull(),
  execution: text('execution').notNull(),
  startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
});

export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  resourceType: text('resource_type').notNull(),
  url: text('url').notNull(),
  labelNameEn: text('label_name_en').notNull(),
});

export const customerService = pgTable('customer_service', {
  id: serial('id').primaryKey(),
  csType: text('cs_type').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
});

export const helpSections = pgTable(
  'help_sections',
  {
    id: serial('id').primaryKey(),
    tag: text('tag').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('help_sections_tag_lang_uq').on(t.tag, t.language)],
);
