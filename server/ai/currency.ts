/**
 * Money as hotels write it, in any currency: "450 MAD", "450 DH", "CHF 28.–", "£95", "1 200 kr",
 * "Price (AED) 120". Properties are anywhere, so a price is recognised by the ISO code of any
 * common currency, its symbol or its name, not only euros, francs and pounds. The patterns are
 * regular-expression sources, to build into case-insensitive Unicode expressions.
 *
 * Codes that are everyday words are left out ("try", "pen", "cop"), and so are units that read as
 * something else ("ft" is feet before it is forints, "R" a rand or a road).
 */
const codes =
  'eur|chf|usd|gbp|aud|cad|nzd|jpy|cny|rmb|hkd|sgd|inr|aed|sar|qar|omr|bhd|kwd|mad|tnd|egp|zar|sek|nok|dkk|isk|pln|czk|huf|ron|bgn|rsd|thb|idr|myr|vnd|krw|brl|mxn|ils|kes|mur|xof|xpf';
const symbols = '€|£|\\$|¥|₹|₺|₽|₩|฿|₫|₪|₱|zł|kč';
// Names and local abbreviations, written after the amount.
const names =
  'euros?|dirhams?|dhs?|francs?|dollars?|yen|rupees?|baht|kronor|kroner|krona|krone|kr|złoty|zloty|zł|forint|lira|rand|ringgit|rupiah|dinars?|riyals?|shekels?|pesos?|reais';

/** A currency after an amount: "450 MAD", "28.– CHF", "95 €", "120 dirhams", "450 kr". */
export const currencyAfter = `(?:(?:${codes}|${names})(?![\\p{L}])|${symbols})`;

/** A currency before an amount: "MAD 450", "€25", "A$ 120", "(AED) 120", Swiss "Fr. 29.–". */
export const currencyBefore = `(?:(?<![\\p{L}])(?:${codes})(?![\\p{L}])|(?<![\\p{L}])s?fr\\.|${symbols})`;

/** An amount of money, the currency on either side. */
export const moneyPattern = `\\d[\\d.,']*\\s?${currencyAfter}|${currencyBefore}\\)?:?\\s?\\d`;

/**
 * A currency after an amount as documents write it, for expressions that must stay case-sensitive
 * (codes in capitals, names in lower case or capitalised): "450 MAD", "120 Dirhams".
 */
export const currencyAfterAsWritten = `(?:(?:${codes.toUpperCase()}|${names}|${names.replace(/(^|\|)(\p{Ll})/gu, (_, bar: string, c: string) => bar + c.toUpperCase())})(?![\\p{L}])|${symbols})`;
