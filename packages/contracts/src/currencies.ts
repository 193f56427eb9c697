import { z } from 'zod';
import { currencyCodes } from './currency-table.ts';

export * from './currency-table.ts';

export const currencyCodeSchema = z.enum(currencyCodes, {
  error: (issue) =>
    `unknown currency ${JSON.stringify(issue.input)}; expected an ISO 4217 code such as USD, EUR or JPY (${currencyCodes.length} are supported)`,
});
