import { SHOP_CURRENCIES } from '../../../../contracts/currency/money-format.js';

/** A currency a price phrase names, by its ISO code. */
export type PhraseCurrency = 'TRY' | 'USD' | 'EUR';

/** A price a shopper wrote among the words: "500 TL altı", "under $100", "€50 to €80". */
export interface PricePhrase {
  /** Lowest price wanted (major units), absent for "under". */
  min?: number;
  /** Highest price wanted (major units), absent for "over". */
  max?: number;
  /** The currency named, absent when the shopper wrote a bare number ("500 altı"). */
  currency?: PhraseCurrency;
}

/** The query with its price phrase taken out of the words. */
export interface ReadQuery {
  /** The words left, spaces tidied ("saat" of "500 TL altı saat"). */
  words: string;
  price?: PricePhrase;
}

// Letters that a shopper types with or without marks.
const I = '[ıi]';
const U = '[üu]';
const S = '[şs]';
const C = '[çc]';
// 1000, 1.000, 1,000, 1.000,50, 12.5; "2 bin" (Turkish thousand) and "2k".
const NUMBER = `(\\d{1,3}(?:[.,]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)(\\s*(?:bin|k)(?![\\p{L}\\p{N}]))?`;
/** The shop's currency signs, as its currency table writes them (₺, $, €). */
const SIGNS = Object.values(SHOP_CURRENCIES).map((currency) => currency.symbol.replace(/[$]/g, '\\$&')).join('|');
const SYMBOL = `(${SIGNS}|tl|usd|eur|try)`;
// A name after the number, with the Turkish case ending a phrase needs ("500 TL'ye", "500 liraya", "100 dolardan").
const NAME = `(${SIGNS}|tl|try|usd|eur|lira|dolar|dollars?|euros?|avro)(?:['’]?(?:y?[ea]|d[ea]n|t[ea]n|l[ıi]k|l[uü]k)(?![\\p{L}\\p{N}]))?`;
/** A number with its currency before or after it (or none): groups symbol, number, thousands, name. */
const AMOUNT = `(?:${SYMBOL}\\s?)?${NUMBER}(?:\\s?${NAME})?`;
const START = '(?<![\\p{L}\\p{N}.,])';
const END = '(?![\\p{L}\\p{N}])';

// "Under": before the amount in English ("under $100"), after it in Turkish ("500 TL altı", "500 TL'ye kadar", "500 TL'den ucuz").
const UNDER_BEFORE = `under|below|less than|cheaper than|up to|at most|max(?:imum)?|en fazla|en ${C}ok|maks(?:imum)?`;
const UNDER_AFTER = `alt${I}(?:nda(?:ki)?)?|kadar|(?:d[ae]n )?ucuz|(?:d[ae]n )?az|ve alt${I}|ve a${S}a${I}${I}`;
const OVER_BEFORE = `over|above|more than|at least|min(?:imum)?|en az`;
const OVER_AFTER = `${U}st${U}(?:nde(?:ki)?)?|${U}zeri(?:nde(?:ki)?)?|ve ${U}zeri|ve ${U}st${U}|(?:d[ae]n )?fazla|(?:d[ae]n )?pahal${I}`;
const BETWEEN_AFTER = `aras${I}(?:nda(?:ki)?)?|aral${I}${S}${I}`;

const pattern = (body: string) => new RegExp(`${START}(?:${body})${END}`, 'iu');
/** Tried in this order: a range before a one-sided amount ("100-300 TL altı" is a range). */
const RANGE = pattern(`(?:between\\s+)?${AMOUNT}\\s*(?:-|–|to|and|ile|ve)\\s*${AMOUNT}(?:\\s+(?:${BETWEEN_AFTER}))?`);
const UNDER = [pattern(`(?:${UNDER_BEFORE})\\s*${AMOUNT}`), pattern(`${AMOUNT}\\s*(?:${UNDER_AFTER})`)];
const OVER = [pattern(`(?:${OVER_BEFORE})\\s*${AMOUNT}`), pattern(`${AMOUNT}\\s*(?:${OVER_AFTER})`)];
// A range needs a currency or a word that makes it one: "100-300" alone may be a product code.
const RANGE_WORD = new RegExp(`^between|${BETWEEN_AFTER}$`, 'iu');
const GROUPS_PER_AMOUNT = 4;
/** What NUMBER starts with (ASCII digits, as \d matches in the patterns). */
const HAS_DIGIT = /\d/;

/** The currency a sign or word names: the shop's signs, and the words shoppers write for them. */
const CURRENCIES: Record<string, PhraseCurrency> = {
  ...Object.fromEntries(Object.values(SHOP_CURRENCIES).map((currency) => [currency.symbol, currency.code as PhraseCurrency])),
  tl: 'TRY', try: 'TRY', lira: 'TRY', usd: 'USD', dolar: 'USD', dollar: 'USD', dollars: 'USD', eur: 'EUR', euro: 'EUR', euros: 'EUR', avro: 'EUR',
};

/** A written number as a value: "1.000" and "1,000" are a thousand, "12,5" and "12.5" twelve and a half. */
export function amountOf(digits: string, thousands?: string): number {
  const grouped = /^\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?$/.test(digits);
  let value: number;
  if (grouped) {
    // The last separator followed by one or two digits is the decimal mark; the others group thousands.
    const decimal = /[.,](\d{1,2})$/.exec(digits);
    const whole = (decimal ? digits.slice(0, -decimal[0].length) : digits).replace(/[.,]/g, '');
    value = Number(`${whole}${decimal ? `.${decimal[1]}` : ''}`);
  } else {
    value = Number(digits.replace(',', '.'));
  }
  return thousands ? value * 1000 : value;
}

interface Amount { value: number; currency?: PhraseCurrency }

function amountAt(groups: (string | undefined)[], first: number): Amount {
  const [symbol, digits, thousands, name] = groups.slice(first, first + GROUPS_PER_AMOUNT);
  const named = (symbol ?? name)?.toLocaleLowerCase('tr');
  return { value: amountOf(digits!, thousands?.trim()), currency: named ? CURRENCIES[named] : undefined };
}

/**
 * Takes a price phrase out of a query (issue 31 item 2), in Turkish or English whatever the
 * shop's language: "500 TL altı/altında/'ye kadar", "2.000 TL üstü/üzeri", "100-300 TL",
 * "under/over/below $100", "€50 to €80". One phrase per query; a query without one comes back as
 * it was.
 */
export function readPricePhrase(query: string): ReadQuery {
  // Every phrase holds a number: most queries have none, and the patterns cost a search more than its match.
  if (!HAS_DIGIT.test(query)) return { words: query };
  const text = query.toLocaleLowerCase('tr');
  // Lower-casing keeps positions for what shoppers type; when it does not, the phrase is left in.
  if (text.length !== query.length) return { words: query };
  const found = matchPrice(text);
  if (!found) return { words: query };
  const words = `${query.slice(0, found.index)} ${query.slice(found.index + found.length)}`.replace(/\s+/g, ' ').trim();
  return { words, price: found.price };
}

function matchPrice(text: string): { index: number; length: number; price: PricePhrase } | undefined {
  const range = RANGE.exec(text);
  if (range) {
    const low = amountAt(range.slice(1), 0);
    const high = amountAt(range.slice(1), GROUPS_PER_AMOUNT);
    const currency = low.currency ?? high.currency;
    if ((currency || RANGE_WORD.test(range[0].trim())) && low.value <= high.value) {
      return { index: range.index, length: range[0].length, price: { min: low.value, max: high.value, ...(currency ? { currency } : {}) } };
    }
  }
  for (const [patterns, side] of [[UNDER, 'max'], [OVER, 'min']] as const) {
    for (const one of patterns) {
      const match = one.exec(text);
      if (!match) continue;
      const amount = amountAt(match.slice(1), 0);
      return { index: match.index, length: match[0].length, price: { [side]: amount.value, ...(amount.currency ? { currency: amount.currency } : {}) } };
    }
  }
  return undefined;
}
