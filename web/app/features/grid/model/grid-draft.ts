import type { CreateSpotGridRequest, GridParameters, GridStopAction, GridSuggestion } from '@vela/contracts/grid';
import {
  checkGrid,
  type GridIssue,
  type GridSpacing,
  ladderShare,
  minimumInvestment,
  roundProfit,
  worstGridProfitRate,
} from '@vela/contracts/grid-ladder';
import type { SpotMarket } from '@vela/contracts/markets';
import Big from 'big.js';

/** What the create form holds: the texts as typed, so a half-typed number stays as it is. */
export interface GridDraft {
  symbol: string;
  lowerPrice: string;
  upperPrice: string;
  gridCount: string;
  spacing: GridSpacing;
  investment: string;
  triggerPrice: string;
  stopLossPrice: string;
  takeProfitPrice: string;
  onStop: GridStopAction;
}

export type GridField =
  | 'lowerPrice'
  | 'upperPrice'
  | 'gridCount'
  | 'investment'
  | 'triggerPrice'
  | 'stopLossPrice'
  | 'takeProfitPrice';

/** A field's problem: its message key under `grid.errors.`. */
export type GridProblems = Partial<Record<GridField, string>>;

export interface GridPreview {
  /** The base quantity of every ladder order. */
  quantity: string;
  /** Each round's profit after both fees as a fraction of its buy price, lowest and highest across the grids. */
  profitLow: string;
  profitHigh: string;
  /** The smallest investment these levels accept at this price (every order at least the minimum notional). */
  minInvestment: string;
}

export interface DraftCheck {
  problems: GridProblems;
  preview: GridPreview | null;
}

const DECIMAL = /^\d{1,20}(\.\d{1,18})?$/;

export const emptyDraft = (symbol: string): GridDraft => ({
  symbol,
  lowerPrice: '',
  upperPrice: '',
  gridCount: '',
  spacing: 'arithmetic',
  investment: '',
  triggerPrice: '',
  stopLossPrice: '',
  takeProfitPrice: '',
  onStop: 'sell-base',
});

const isDecimal = (text: string) => DECIMAL.test(text);
const isPositive = (text: string) => isDecimal(text) && new Big(text).gt(0);

/** The suggestion's ladder in the draft; when no investment is typed yet, the suggestion's minimum. */
export function withSuggestion(draft: GridDraft, suggestion: GridSuggestion): GridDraft {
  return {
    ...draft,
    lowerPrice: suggestion.lowerPrice,
    upperPrice: suggestion.upperPrice,
    gridCount: String(suggestion.gridCount),
    spacing: suggestion.spacing,
    investment: draft.investment === '' ? suggestion.minInvestment : draft.investment,
  };
}

function profitRange(levels: readonly Big[], feeRate: string): { low: string; high: string } {
  let high: Big | undefined;
  for (let i = 1; i < levels.length; i += 1) {
    const buy = levels[i - 1] as Big;
    const rate = roundProfit(buy, levels[i] as Big, '1', feeRate)
      .div(buy)
      .round(8, Big.roundDown);
    if (!high || rate.gt(high)) high = rate;
  }
  return { low: worstGridProfitRate(levels, feeRate).toFixed(), high: (high ?? new Big(0)).toFixed() };
}

function optionalPriceProblems(draft: GridDraft): GridProblems {
  const problems: GridProblems = {};
  for (const field of ['triggerPrice', 'stopLossPrice', 'takeProfitPrice'] as const) {
    if (draft[field] !== '' && !isPositive(draft[field])) problems[field] = 'priceInvalid';
  }
  if (!problems.stopLossPrice && draft.stopLossPrice !== '' && isPositive(draft.lowerPrice)) {
    if (!new Big(draft.stopLossPrice).lt(draft.lowerPrice)) problems.stopLossPrice = 'stopLossNotBelowLower';
  }
  if (!problems.takeProfitPrice && draft.takeProfitPrice !== '' && isPositive(draft.upperPrice)) {
    if (!new Big(draft.takeProfitPrice).gt(draft.upperPrice)) problems.takeProfitPrice = 'takeProfitNotAboveUpper';
  }
  return problems;
}

/** The issue `checkGrid` names, as the form's key (the same reasons the server refuses with). */
export const issueKey = (issue: GridIssue): string => issue.reason;

/**
 * What is wrong with the draft, field by field, and the preview when the ladder itself is sound:
 * the ladder's checks are `checkGrid`'s, the server's own, at the market's tick, lot, minimum
 * notional and maker fee and the last price, on the investment less the start cushion (as the
 * grid desk checks it); lower and upper on the tick. An empty required field is a problem only when
 * `submitting` (a half-filled form is not scolded). `available` (the quote balance, null when not
 * known) bounds the investment.
 */
export function checkDraft(
  draft: GridDraft,
  market: SpotMarket,
  price: string | null,
  available: string | null,
  submitting = false,
): DraftCheck {
  const problems: GridProblems = optionalPriceProblems(draft);
  const required = [
    ['lowerPrice', draft.lowerPrice, isPositive],
    ['upperPrice', draft.upperPrice, isPositive],
    ['gridCount', draft.gridCount, (text: string) => /^\d{1,4}$/.test(text)],
    ['investment', draft.investment, isPositive],
  ] as const;
  for (const [field, text, valid] of required) {
    if (text === '') {
      if (submitting) problems[field] = 'required';
    } else if (!valid(text)) problems[field] = field === 'gridCount' ? 'grid-count-out-of-range' : 'numberInvalid';
  }
  for (const field of ['lowerPrice', 'upperPrice'] as const) {
    if (!problems[field] && isPositive(draft[field]) && !new Big(draft[field]).mod(market.tickSize).eq(0)) {
      problems[field] = 'price-off-tick';
    }
  }
  const filled = required.every(([field, text]) => text !== '' && !problems[field]);
  if (!filled || price === null) return { problems, preview: null };

  const checked = checkGrid({
    lower: draft.lowerPrice,
    upper: draft.upperPrice,
    grids: Number(draft.gridCount),
    spacing: draft.spacing,
    tickSize: market.tickSize,
    price,
    investment: ladderShare(draft.investment).toFixed(),
    lotSize: market.lotSize,
    minNotional: market.minNotional,
    feeRate: market.makerFee,
  });
  if ('reason' in checked) {
    problems[checked.field] = issueKey(checked);
    return { problems, preview: null };
  }
  const range = profitRange(checked.levels, market.makerFee);
  const preview: GridPreview = {
    quantity: checked.quantity.toFixed(),
    profitLow: range.low,
    profitHigh: range.high,
    minInvestment: minimumInvestment(checked.levels, price, market.lotSize, market.minNotional).toFixed(),
  };
  if (available !== null && new Big(draft.investment).gt(available)) problems.investment = 'insufficient-balance';
  return { problems, preview };
}

/** The draft's ladder as the backtest and the create call take it (only once checkDraft found nothing). */
export function ladderParameters(draft: GridDraft): GridParameters {
  return {
    symbol: draft.symbol,
    lowerPrice: draft.lowerPrice,
    upperPrice: draft.upperPrice,
    gridCount: Number(draft.gridCount),
    spacing: draft.spacing,
    investment: draft.investment,
  };
}

/** The draft as the create call takes it (only once checkDraft found nothing). */
export function createRequest(draft: GridDraft): CreateSpotGridRequest {
  const optional = (text: string) => (text === '' ? undefined : text);
  return {
    ...ladderParameters(draft),
    triggerPrice: optional(draft.triggerPrice),
    stopLossPrice: optional(draft.stopLossPrice),
    takeProfitPrice: optional(draft.takeProfitPrice),
    onStop: draft.onStop,
    // Top bots do not exist yet: no bot is listed publicly until they do.
    public: false,
  };
}
