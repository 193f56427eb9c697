/** The spot terminal's account panel tabs, in their order. */
export const accountTabs = ['open', 'history', 'fills', 'balances'] as const;
export type AccountTab = (typeof accountTabs)[number];
