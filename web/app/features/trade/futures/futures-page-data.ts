import type { FuturesContract, FuturesTicker } from '@vela/contracts/futures';
import type { TerminalPageData } from '../shared/terminal-page-data.ts';

/** What the futures terminal is server-rendered from. */
export interface FuturesPageData extends TerminalPageData<FuturesTicker> {
  readonly contract: FuturesContract;
  /** Every listed contract, for the switcher. */
  readonly contracts: readonly FuturesContract[];
}
