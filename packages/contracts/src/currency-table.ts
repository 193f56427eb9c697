// The currency list without its zod schema (currencies.ts), so the browser's start path loads no zod.
/**
 * Display symbols of the fiat currencies a price can be shown in: the 60 most traded fiat
 * currencies, each with the symbol its own users write. Several share a symbol ($, kr, ¥); the
 * code disambiguates where that matters.
 */
export const currencySymbols = {
  USD: '$',
  EUR: '€',
  JPY: '¥',
  CNY: '¥',
  KRW: '₩',
  GBP: '£',
  RUB: '₽',
  TRY: '₺',
  INR: '₹',
  TWD: 'NT$',
  UAH: '₴',
  VND: '₫',
  AUD: 'A$',
  CAD: 'C$',
  CHF: 'CHF',
  HKD: 'HK$',
  SGD: 'S$',
  NZD: 'NZ$',
  SEK: 'kr',
  NOK: 'kr',
  DKK: 'kr',
  ISK: 'kr',
  PLN: 'zł',
  CZK: 'Kč',
  HUF: 'Ft',
  RON: 'lei',
  BGN: 'лв',
  ILS: '₪',
  AED: 'د.إ',
  SAR: '﷼',
  QAR: 'ر.ق',
  KWD: 'د.ك',
  BHD: '.د.ب',
  OMR: 'ر.ع.',
  JOD: 'د.ا',
  EGP: 'E£',
  ZAR: 'R',
  NGN: '₦',
  KES: 'KSh',
  GHS: 'GH₵',
  UGX: 'USh',
  MAD: 'د.م.',
  BRL: 'R$',
  MXN: 'MX$',
  ARS: 'AR$',
  CLP: 'CL$',
  COP: 'COL$',
  PEN: 'S/',
  UYU: '$U',
  THB: '฿',
  IDR: 'Rp',
  MYR: 'RM',
  PHP: '₱',
  PKR: 'Rs',
  BDT: '৳',
  LKR: 'Rs',
  KZT: '₸',
  GEL: '₾',
  AZN: '₼',
  UZS: 'soʻm',
} as const;

export type CurrencyCode = keyof typeof currencySymbols;

/** The codes in display order; the cast only restores the tuple type `Object.keys` forgets. */
export const currencyCodes = Object.keys(currencySymbols) as [CurrencyCode, ...CurrencyCode[]];

export const defaultCurrency: CurrencyCode = 'USD';
