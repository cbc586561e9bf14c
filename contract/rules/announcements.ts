/** The announcement types the popup asks for (docs/product.md §4). Kept out of the zod contract so the site's entry does not load zod. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/**
 * Announcements for agents (issue 14, the agentAnnouncement page) share the announcements table under this type:
 * the popup's call never answers them, only the agent centre's.
 */
export const AGENT_ANNOUNCEMENT_TYPE = 'AG';
