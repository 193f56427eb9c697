import Big from 'big.js';

type Numeric = `${number}`;

/** Asset amounts are shown to at most 8 places, cut (never rounded up), without trailing zeros. */
export const AMOUNT_DECIMALS = 8;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(localeTag: string, signed: boolean): Intl.NumberFormat {
  const key = `${localeTag}|${signed}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(localeTag, {
      maximumFractionDigits: AMOUNT_DECIMALS,
      ...(signed ? { signDisplay: 'exceptZero' } : {}),
    });
    formatters.set(key, cached);
  }
  return cached;
}

function cut(value: string): Numeric {
  return new Big(value).round(AMOUNT_DECIMALS, Big.roundDown).toFixed() as Numeric;
}

/** A balance grouped per locale ("10,000", "0.1"); Intl reads the decimal string exactly. */
export function formatAssetAmount(value: string, localeTag: string): string {
  return formatter(localeTag, false).format(cut(value));
}

/** A ledger change with its sign ("+1,000", "-0.5", "0"). */
export function formatSignedAmount(value: string, localeTag: string): string {
  return formatter(localeTag, true).format(cut(value));
}

/** The USDT estimate beside the fiat total is shown to cents. */
export const USDT_ESTIMATE_DECIMALS = 2;

/** A total in USDT to cents ("22,800.00"), cut rather than rounded up past what it is. */
export function formatUsdtEstimate(value: string, localeTag: string): string {
  const key = `${localeTag}|usdt`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(localeTag, {
      minimumFractionDigits: USDT_ESTIMATE_DECIMALS,
      maximumFractionDigits: USDT_ESTIMATE_DECIMALS,
    });
    formatters.set(key, cached);
  }
  return cached.format(new Big(value).round(USDT_ESTIMATE_DECIMALS, Big.roundDown).toFixed() as Numeric);
}
