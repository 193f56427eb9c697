/** A page number to link to, or a gap ('…') between distant pages. */
export type PageSlot = number | 'gap';

/**
 * The page numbers a pager shows: always the first and last, the current one with a neighbour on
 * each side, and gaps for the rest, so a long list never gets a long pager.
 */
export function pageSlots(page: number, pages: number): PageSlot[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((number) => number >= 1 && number <= pages)
    .sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const number of shown) {
    const previous = slots.at(-1);
    if (typeof previous === 'number' && number - previous === 2) slots.push(previous + 1);
    else if (typeof previous === 'number' && number - previous > 2) slots.push('gap');
    slots.push(number);
  }
  return slots;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
