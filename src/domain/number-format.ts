// Building an Intl.NumberFormat costs far more than using one, and lists format a number per row (a minimum bet per
// game card, a jackpot per frame): one format per locale and options, built on first use.
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
