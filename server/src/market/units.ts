import Big from 'big.js';
import { normalizeDecimal } from '../money.ts';
import { lotsToQuantity, priceToTicks, quantityToLots, ticksToPrice } from './engine/fixed-point.ts';

/**
 * A market's grid in both directions: prices in whole ticks, quantities in whole lots, and quote
 * amounts (price times quantity) in "quote units" of tickSize x lotSize, so sums of them stay exact
 * integers. Volumes can outgrow 2^53, hence bigint; strings come out in their shortest form.
 */
export class MarketUnits {
  private readonly quoteStep: Big;

  constructor(
    readonly tickSize: string,
    readonly lotSize: string,
  ) {
    this.quoteStep = new Big(tickSize).times(lotSize);
  }

  price(ticks: number): string {
    return ticksToPrice(ticks, this.tickSize);
  }

  quantity(lots: bigint | number): string {
    if (typeof lots === 'number') return lotsToQuantity(lots, this.lotSize);
    return new Big(lots.toString()).times(this.lotSize).toFixed();
  }

  quote(units: bigint): string {
    return new Big(units.toString()).times(this.quoteStep).toFixed();
  }

  /**
   * A stored price back to ticks (NUMERIC comes back padded, "95000.010000"); stored values were
   * written from ticks, so off-grid is a bug.
   */
  ticks(price: string): number {
    const result = priceToTicks(normalizeDecimal(price), this.tickSize);
    if (!result.ok) throw new RangeError(`price ${price} is ${result.error} for tick size ${this.tickSize}`);
    return result.value;
  }

  lots(quantity: string): bigint {
    const result = quantityToLots(normalizeDecimal(quantity), this.lotSize);
    if (result.ok) return BigInt(result.value);
    // Volumes may pass 2^53 lots, which the engine's helper refuses: divide in decimal instead.
    return BigInt(new Big(quantity).div(this.lotSize).toFixed(0));
  }

  quoteUnits(amount: string): bigint {
    return BigInt(new Big(amount).div(this.quoteStep).toFixed(0));
  }
}
