import type { EarnProductType } from '@vela/contracts/earn';

/**
 * The contract's figures the list screens need, kept here as plain values: a value import of
 * `@vela/contracts/earn` brings its zod schemas into the page, and the list and sharkfin pages
 * stay without them. earn-terms.test.ts holds them equal to the contract's.
 */
const typeOrder: Record<EarnProductType, number> = { flexible: 0, fixed: 1, sharkfin: 2 };

/** Every product type, in the contract's order. */
export const productTypes = (Object.keys(typeOrder) as EarnProductType[]).sort((a, b) => typeOrder[a] - typeOrder[b]);

/** Decimal places of every earn amount (the contract's EARN_AMOUNT_DECIMALS). */
export const AMOUNT_DECIMALS = 8;
