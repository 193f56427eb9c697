import { withMaintenanceAmounts } from '@vela/contracts/futures-risk-tiers';
import type { ContractRules } from './order-estimate.ts';

/** A BTC perpetual as the demo lists it, for the models' tests. */
export const btcPerpetual: ContractRules = {
  symbol: 'BTC_USDT',
  base: 'BTC',
  quote: 'USDT',
  tickSize: '0.1',
  lotSize: '0.001',
  minNotional: '5',
  pricePrecision: 1,
  amountPrecision: 3,
  maxLeverage: 100,
  riskTiers: withMaintenanceAmounts([
    { maxNotional: '50000', maintenanceMarginRate: '0.004', maxLeverage: 100 },
    { maxNotional: '250000', maintenanceMarginRate: '0.005', maxLeverage: 75 },
    { maxNotional: '1000000', maintenanceMarginRate: '0.01', maxLeverage: 50 },
    { maxNotional: '5000000', maintenanceMarginRate: '0.025', maxLeverage: 20 },
    { maxNotional: '20000000', maintenanceMarginRate: '0.05', maxLeverage: 10 },
  ]),
  makerFee: '0.0002',
  takerFee: '0.0005',
};
