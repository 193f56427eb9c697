import { initialMargin, removableMargin } from '@vela/contracts/futures-margin';
import { checkLeverage } from '@vela/contracts/futures-risk-tiers';
import { DEFAULT_LEVERAGE, type MarginMode } from '@vela/contracts/futures-trading';
import Big from 'big.js';
import type { PositionRecord, SettingsRecord } from '../clearing-types.ts';
import type { ClearingCore } from './core.ts';
import { noPosition, refuse, zero } from './values.ts';

/**
 * Each user's leverage and margin mode per contract (10x cross until set), and the commands that
 * change them or move an isolated position's margin.
 */
export class MarginAndLeverage {
  private readonly settings = new Map<string, SettingsRecord>();

  constructor(private readonly core: ClearingCore) {}

  clear(): void {
    this.settings.clear();
  }

  install(settings: readonly SettingsRecord[]): void {
    for (const setting of settings) this.settings.set(`${setting.userId}|${setting.symbol}`, setting);
  }

  settingsOf(userId: string, symbol: string): { leverage: number; marginMode: MarginMode } {
    const stored = this.settings.get(`${userId}|${symbol}`);
    return stored ?? { leverage: DEFAULT_LEVERAGE, marginMode: 'cross' };
  }

  setLeverage(userId: string, symbol: string, leverage: number): SettingsRecord {
    const { contract, tiers } = this.core.markets.contractOf(symbol);
    const position = this.core.positions.open(userId, symbol);
    const mark = this.core.markets.marks.get(symbol) ?? position?.entryPrice ?? zero;
    const check = checkLeverage(tiers, leverage, position ? position.size.times(mark) : zero);
    if (!check.ok) {
      throw refuse(
        'invalid',
        'invalid-leverage',
        `leverage must be from 1 to ${contract.maxLeverage} for this position size`,
        'leverage',
      );
    }
    const setting = this.setting(userId, symbol);
    const before = { leverage: setting.leverage, margin: position?.margin, positionLeverage: position?.leverage };
    setting.leverage = leverage;
    if (position) {
      position.leverage = leverage;
      if (position.marginMode === 'cross')
        position.margin = initialMargin(position.size.times(position.entryPrice), leverage);
      if (position.marginMode === 'cross' && this.core.wallet.freeMargin(userId).lt(0)) {
        setting.leverage = before.leverage;
        position.leverage = before.positionLeverage ?? leverage;
        position.margin = before.margin ?? position.margin;
        throw refuse(
          'invalid',
          'insufficient-margin',
          'the wallet cannot hold this position at that leverage',
          'leverage',
        );
      }
      this.core.batch.touchPosition(position);
    }
    setting.updatedAt = this.core.now();
    this.core.batch.touchSetting(setting);
    return setting;
  }

  setMarginMode(userId: string, symbol: string, marginMode: MarginMode): SettingsRecord {
    this.core.markets.contractOf(symbol);
    const setting = this.setting(userId, symbol);
    if (setting.marginMode === marginMode) return setting;
    if (this.core.positions.open(userId, symbol) || this.core.orders.of(userId, symbol).length > 0) {
      throw refuse(
        'conflict',
        'position-open',
        `close the ${symbol} position and its orders before changing the margin mode`,
      );
    }
    setting.marginMode = marginMode;
    setting.updatedAt = this.core.now();
    this.core.batch.touchSetting(setting);
    return setting;
  }

  /** Moves funds into (add) or out of (remove) an isolated position's margin. */
  adjustMargin(userId: string, symbol: string, direction: 'add' | 'remove', amountText: string): PositionRecord {
    this.core.markets.contractOf(symbol);
    const position = this.core.positions.open(userId, symbol);
    if (!position) throw noPosition(symbol);
    if (position.marginMode !== 'isolated') {
      throw refuse('invalid', 'not-isolated', 'only an isolated position has its own margin', 'symbol');
    }
    const amount = new Big(amountText);
    if (direction === 'add') {
      if (this.core.wallet.freeMargin(userId).lt(amount)) {
        throw refuse(
          'invalid',
          'insufficient-margin',
          `available margin is less than ${amount.toFixed()} USDT`,
          'amount',
        );
      }
      this.core.wallet.move(userId, amount.neg(), amount, 'margin-add', symbol);
      position.margin = position.margin.plus(amount);
    } else {
      const removable = removableMargin(
        position,
        position.leverage,
        this.core.markets.markOr(symbol, position.entryPrice),
      );
      if (removable.lt(amount)) {
        const most = removable.toFixed();
        throw refuse(
          'invalid',
          'insufficient-margin',
          `at most ${most} USDT can be removed from this position`,
          'amount',
        );
      }
      this.core.wallet.move(userId, amount, amount.neg(), 'margin-remove', symbol);
      position.margin = position.margin.minus(amount);
    }
    position.updatedAt = this.core.now();
    this.core.batch.touchPosition(position);
    return position;
  }

  /** The stored setting, created from the defaults when there is none. */
  private setting(userId: string, symbol: string): SettingsRecord {
    const key = `${userId}|${symbol}`;
    let setting = this.settings.get(key);
    if (!setting) {
      setting = { userId, symbol, ...this.settingsOf(userId, symbol), updatedAt: this.core.now() };
      this.settings.set(key, setting);
    }
    return setting;
  }
}
