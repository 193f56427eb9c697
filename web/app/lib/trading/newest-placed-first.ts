/**
 * Orders newest first by the time they were placed, the order the servers list them in (by
 * placing sequence); `orders` is sorted in place and returned. ISO times sort as text.
 */
export function newestPlacedFirst<T extends { readonly createdAt: string }>(orders: T[]): T[] {
  return orders.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}
