import type { Bus } from './bus.ts';

/**
 * The latest mark price of each perpetual as this instance heard it on `futures.tickers`, so any
 * instance (engine or not) values positions the way its tickers call answers. A contract missing
 * from the last message keeps no mark: its price service is not running.
 */
export class FuturesMarks {
  private marks = new Map<string, string>();
  private readonly unsubscribe: () => void;

  constructor(bus: Bus) {
    this.unsubscribe = bus.subscribe('futures.tickers', ({ tickers }) => {
      this.marks = new Map(tickers.map((ticker) => [ticker.symbol, ticker.markPrice]));
    });
  }

  /** The mark price of `symbol`; undefined before this instance heard one. */
  readonly mark = (symbol: string): string | undefined => this.marks.get(symbol);

  close(): void {
    this.unsubscribe();
  }
}
