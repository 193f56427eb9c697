/**
 * A decimal string as `tag`'s language writes it, every decimal it carries kept ("1234.50" ->
 * "1,234.50", "1.234,50", "1 234,50"). For texts the platform writes itself (notices, e-mails),
 * whose figures are already at their market's precision; the web app's screens format through
 * web/app/lib/format/number.ts, by the same rule. Intl reads the decimal string exactly.
 */
export function formatDecimalText(tag: string, value: string): string {
  const decimals = value.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(tag, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value as Intl.StringNumericLiteral,
  );
}
