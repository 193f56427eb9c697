import {
  gridBacktestQuerySchema,
  gridBacktestSchema,
  gridPaths,
  gridSuggestionQuerySchema,
  gridSuggestionSchema,
} from '../grid.ts';
import { type ApiTag, apiOperations } from './operation.ts';

const unknownMarket = [404, 'No listed spot market has this symbol (`reason` unknown-market).'] as const;
const tooMany = [429, 'Too many of these reads from this address in a minute: wait Retry-After seconds.'] as const;

export const gridResearchTag: ApiTag = {
  name: 'Grid parameters',
  description:
    'Parameters for a spot grid bot drawn from the market’s stored one-minute bars, and a backtest of any parameters over them. Prices and amounts are decimal strings; rates are fractions ("0.003" is 0.3 %).',
};

export const gridResearchOperations = apiOperations(gridResearchTag, {
  suggestion: {
    method: 'GET',
    path: gridPaths.suggestion,
    summary: 'Suggested grid parameters',
    description:
      'From the last 7 days of one-minute bars: the range is the mean of the closes ± 2 standard deviations, clipped to the week’s low and high and holding the last price; the most grids (2 to 200) that each still earn 0.3 % after both maker fees; geometric spacing when upper / lower > 1.5; the smallest investment the grid accepts at the last price. Drawn again at most once a minute.',
    auth: 'public',
    query: gridSuggestionQuerySchema,
    response: gridSuggestionSchema,
    errors: [
      unknownMarket,
      [
        409,
        'No suggestion for this market now: `reason` not-enough-history (under an hour of stored bars) or range-too-narrow (the week’s range cannot hold two grids that earn after fees).',
      ],
      tooMany,
    ],
  },
  backtest: {
    method: 'GET',
    path: gridPaths.backtest,
    summary: 'Backtest a grid',
    description:
      'Runs the grid over the stored one-minute bars of the last 7 or 30 days: it starts at the first bar’s open (the base the sells need bought there at the taker fee), walks each bar open → nearer extreme → other extreme → close, fills every level the path reaches (maker fee), and places the opposite order one grid away. `from`/`to` give the span it covered, shorter than asked when less is stored. Parameters the grid refuses answer 400 with `reason` and the field (lowerPrice, upperPrice, gridCount or investment).',
    auth: 'public',
    query: gridBacktestQuerySchema,
    response: gridBacktestSchema,
    errors: [
      unknownMarket,
      [409, 'The market has no stored bars yet (`reason` not-enough-history).'],
      tooMany,
      [
        503,
        'The server is already running as many backtests as it runs at once (2): `reason` backtests-busy; wait Retry-After seconds.',
      ],
    ],
  },
});
