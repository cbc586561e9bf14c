// Country dialing codes the site offers and their national number lengths (docs/product.md §5: phone numbers need a
// country-specific digit count). Numbers are kept as E.164 (+<code><national number>).

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  /** Allowed lengths of the national number, without a leading 0. */
  digits: readonly number[];
}

export const COUNTRIES: readonly Country[] = [
  { countryCode: 'PH', countryDialingCode: '63', digits: [10] },
  { countryCode: 'TH', countryDialingCode: '66', digits: [9] },
  { countryCode: 'VN', countryDialingCode: '84', digits: [9] },
  { countryCode: 'ID', countryDialingCode: '62', digits: [9, 10, 11, 12] },
  { countryCode: 'MY', countryDialingCode: '60', digits: [9, 10] },
  { countryCode: 'SG', countryDialingCode: '65', digits: [8] },
];

export const DEFAULT_DIALING_CODE = '63';

/** The national number without spaces, dashes or a leading 0 (how people type Philippine numbers: 0917...). */
export const nationalNumber = (typed: string) => typed.replace(/[\s-]/g, '').replace(/^0/, '');

/** The E.164 form, or null when the number does not fit the country. */
export function toE164(dialingCode: string, typed: string): string | null {
  const country = COUNTRIES.find((c) => c.countryDialingCode === dialingCode);
  const national = nationalNumber(typed);
  if (!country || !/^\d+$/.test(national) || !country.digits.includes(national.length)) return null;
  return `+${country.countryDialingCode}${national}`;
}
