import type {
  FundingRoundRecord,
  FuturesFillRecord,
  PositionRecord,
  RiskNotice,
  SettingsRecord,
} from '../clearing-types.ts';
import type { FuturesOrderRecord } from '../order-view.ts';

/** What the batch being formed writes: the records the clearing changed, its fills, rounds and notices. */
export class ClearingBatch {
  private orders = new Map<string, FuturesOrderRecord>();
  private positions = new Set<PositionRecord>();
  private settings = new Set<SettingsRecord>();
  private fills: FuturesFillRecord[] = [];
  private rounds: FundingRoundRecord[] = [];
  private notices: RiskNotice[] = [];

  hasChanges(): boolean {
    return (
      this.orders.size + this.positions.size + this.settings.size + this.fills.length + this.rounds.length > 0 ||
      this.notices.length > 0
    );
  }

  /** Every change of an order goes through here: its version counts them (the first makes it 1). */
  touch(order: FuturesOrderRecord): void {
    order.version += 1;
    this.orders.set(order.id, order);
  }

  touchPosition(position: PositionRecord): void {
    this.positions.add(position);
  }

  touchSetting(setting: SettingsRecord): void {
    this.settings.add(setting);
  }

  /** An order the batch changed (it may have left the live orders). */
  order(orderId: string): FuturesOrderRecord | undefined {
    return this.orders.get(orderId);
  }

  fill(fill: FuturesFillRecord): void {
    this.fills.push(fill);
  }

  round(round: FundingRoundRecord): void {
    this.rounds.push(round);
  }

  notice(notice: RiskNotice): void {
    this.notices.push(notice);
  }

  /** Fills recorded so far: an answer takes its own from here. */
  fillMark(): number {
    return this.fills.length;
  }

  fillsSince(mark: number, orderId: string): FuturesFillRecord[] {
    return this.fills.slice(mark).filter((fill) => fill.orderId === orderId);
  }

  /** Everything the batch writes, handed over once. */
  take() {
    const taken = {
      orders: [...this.orders.values()],
      positions: [...this.positions],
      settings: [...this.settings],
      fills: this.fills,
      rounds: this.rounds,
      notices: this.notices,
    };
    this.orders = new Map();
    this.positions = new Set();
    this.settings = new Set();
    this.fills = [];
    this.rounds = [];
    this.notices = [];
    return taken;
  }
}
