// The English strings ship with the entry (docs/architecture.md §8), except the member centre's, which only its lazy pages
// read: they arrive with the member centre's chunk. vite.config.ts builds the two virtual modules from en.json,
// which stays whole, so every locale still mirrors one file.
export const MEMBER_CENTRE_NAMESPACES = ['memberCentre', 'wallet', 'deposit', 'withdraw', 'records', 'messages', 'transfer', 'upline', 'security', 'rebate'] as const;

type Strings = Record<string, unknown>;

/** en.json without (`core`) or with only (`member`) the member centre's namespaces. */
export function englishPart(en: Strings, part: 'core' | 'member'): Strings {
  const member = new Set<string>(MEMBER_CENTRE_NAMESPACES);
  return Object.fromEntries(Object.entries(en).filter(([key]) => member.has(key) === (part === 'member')));
}
