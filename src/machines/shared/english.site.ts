// What the page says for an i18n key, in English, for a site map's checks (issue 40): the same lookup i18next makes
// (a key's parts may hold dots, as the error codes do: errors.register.username.taken), with {{value}}s filled in.
import en from '../../i18n/locales/en.json' with { type: 'json' };

function lookup(node: unknown, parts: readonly string[]): string | undefined {
  if (parts.length === 0) return typeof node === 'string' ? node : undefined;
  if (!node || typeof node !== 'object') return undefined;
  for (let i = 1; i <= parts.length; i++) {
    const found = lookup((node as Record<string, unknown>)[parts.slice(0, i).join('.')], parts.slice(i));
    if (found !== undefined) return found;
  }
  return undefined;
}

export function english(key: string, values: Record<string, unknown> = {}): string {
  const text = lookup(en, key.split('.'));
  if (text === undefined) throw new Error(`No English text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}
