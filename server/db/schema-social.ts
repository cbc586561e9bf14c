// Social sign-in over OpenID Connect (issue 39): which provider identities belong to which member, and the sign-ins
// under way (the PKCE verifier, state and nonce stay here, never in the browser), each ending in a one-time ticket.
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A provider's subject linked to a member: it signs that member in from then on. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The email the provider gave when the link was made, for the operator's eyes. */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), uniqueIndex('social_identities_member_provider_uq').on(t.memberId, t.provider)],
);

/**
 * One sign-in at a provider, from the start to its ticket. stateHash and bindingHash are sha256 of the state sent
 * to the provider and of the cookie the browser got at the start (so a callback from another browser is refused).
 * After the callback: either the identity (subject, email, emailVerified, name) or the provider's error, and
 * ticketHash, the one-time ticket the site exchanges. usedAt: the ticket signed someone in.
 */
export const socialSignIns = pgTable(
  'social_sign_ins',
  {
    stateHash: text('state_hash').primaryKey(),
    bindingHash: text('binding_hash').notNull(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** What the person started with: an invitation code, the agent page, the site's language. */
    affiliateCode: text('affiliate_code'),
    portal: text('portal'),
    language: text('language').notNull(),
    ticketHash: text('ticket_hash'),
    subject: text('subject'),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    name: text('name'),
    /** A refusal code for the site (social.cancelled, social.failed, function.not.available). */
    error: text('error'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('social_sign_ins_ticket_uq').on(t.ticketHash), index('social_sign_ins_expires_idx').on(t.expiresAt)],
);
