// The pay page's deadline in the member's own words: their language's date format, in the members' time zone
// (config TIME_ZONE_OFFSET_MINUTES) with its GMT offset written out, since the page is the provider's and the
// member may be anywhere. The offset is fixed (no daylight saving in the markets served), so the instant is
// shifted by it and formatted as UTC rather than needing a named zone.
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguageCode } from '../../contract/rules/languages.ts';

const gmt = (offsetMinutes: number) => {
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `GMT${offsetMinutes < 0 ? '-' : '+'}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
};

/** The deadline as the member reads it, and the BCP 47 locale it is written in (for the element's lang). */
export function payDeadline(at: Date, language: string, offsetMinutes: number): { text: string; locale: string } {
  const locale = LANGUAGES[isLanguageCode(language) ? language : DEFAULT_LANGUAGE].locale;
  const local = new Date(at.getTime() + offsetMinutes * 60_000);
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(local);
  return { text: `${text} (${gmt(offsetMinutes)})`, locale };
}
