import type { Notice } from '@vela/contracts/feed';
import { type LocaleCode, localeCodes } from '@vela/contracts/locales';
import Big from 'big.js';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userPreferences } from '../db/schema.ts';
import type { Bus } from '../infra/bus/bus.ts';
import { notifyUser } from '../notify/notifier.ts';
import type { RiskNotice } from './clearing-types.ts';

/** How a locale writes a percentage: its decimal separator, and where the sign goes. */
interface PercentStyle {
  decimal: '.' | ',';
  /** `{n}` is the number; spaces before `%` are no-break spaces. */
  pattern: string;
}

export interface RiskNoticeText {
  percent: PercentStyle;
  /** {percent} */
  warningTitle: string;
  /** {symbol} {limit}: an isolated position close to liquidation. */
  isolatedWarning: string;
  /** {limit}: the cross margin account close to liquidation. */
  crossWarning: string;
  liquidatedTitle: string;
  /** {symbol} {size}: the size with its base asset when the symbol names one ("0.5 BTC"). */
  liquidatedBody: string;
}

const point: PercentStyle = { decimal: '.', pattern: '{n}%' };
const comma: PercentStyle = { decimal: ',', pattern: '{n}%' };
const commaSpaced: PercentStyle = { decimal: ',', pattern: '{n}\u00a0%' };

/** Risk notices in the user's saved message language: stored once, shown as written. */
export const riskNoticeTexts: Record<LocaleCode, RiskNoticeText> = {
  en_US: {
    percent: point,
    warningTitle: 'Margin ratio at {percent}',
    isolatedWarning:
      'Your {symbol} isolated margin position is close to liquidation: positions are liquidated at a margin ratio of {limit}. Add margin or reduce the position.',
    crossWarning:
      'Your cross margin account is close to liquidation: cross margin positions are liquidated at a margin ratio of {limit}. Transfer funds to your futures account or reduce your positions.',
    liquidatedTitle: 'Position liquidated',
    liquidatedBody: 'Your {symbol} position of {size} was liquidated.',
  },
  ja_JP: {
    percent: point,
    warningTitle: '証拠金比率が{percent}に達しました',
    isolatedWarning:
      '{symbol}の分離マージンポジションが強制決済に近づいています。証拠金比率が{limit}に達するとポジションは強制決済されます。証拠金を追加するか、ポジションを縮小してください。',
    crossWarning:
      'クロスマージン口座が強制決済に近づいています。証拠金比率が{limit}に達するとクロスマージンのポジションは強制決済されます。先物口座へ資金を振り替えるか、ポジションを縮小してください。',
    liquidatedTitle: 'ポジションが強制決済されました',
    liquidatedBody: '{symbol}のポジション（数量 {size}）が強制決済されました。',
  },
  ko_KR: {
    percent: point,
    warningTitle: '증거금 비율이 {percent}에 도달했습니다',
    isolatedWarning:
      '{symbol} 격리 마진 포지션이 청산에 가까워졌습니다. 증거금 비율이 {limit}에 도달하면 포지션이 강제 청산됩니다. 증거금을 추가하거나 포지션을 줄이세요.',
    crossWarning:
      '교차 마진 계정이 청산에 가까워졌습니다. 증거금 비율이 {limit}에 도달하면 교차 마진 포지션이 강제 청산됩니다. 선물 계정으로 자금을 이체하거나 포지션을 줄이세요.',
    liquidatedTitle: '포지션이 강제 청산되었습니다',
    liquidatedBody: '{symbol} 포지션(수량 {size})이 강제 청산되었습니다.',
  },
  zh_CN: {
    percent: point,
    warningTitle: '保证金率已达 {percent}',
    isolatedWarning: '您的 {symbol} 逐仓仓位已接近强平：保证金率达到 {limit} 时仓位将被强制平仓。请追加保证金或减仓。',
    crossWarning: '您的全仓账户已接近强平：保证金率达到 {limit} 时全仓仓位将被强制平仓。请向合约账户划转资金或减仓。',
    liquidatedTitle: '仓位已被强平',
    liquidatedBody: '您的 {symbol} 仓位（数量 {size}）已被强制平仓。',
  },
  zh_TW: {
    percent: point,
    warningTitle: '保證金率已達 {percent}',
    isolatedWarning: '您的 {symbol} 逐倉倉位已接近強平：保證金率達到 {limit} 時倉位將被強制平倉。請追加保證金或減倉。',
    crossWarning: '您的全倉帳戶已接近強平：保證金率達到 {limit} 時全倉倉位將被強制平倉。請向合約帳戶劃轉資金或減倉。',
    liquidatedTitle: '倉位已被強平',
    liquidatedBody: '您的 {symbol} 倉位（數量 {size}）已被強制平倉。',
  },
  tr_TR: {
    percent: { decimal: ',', pattern: '%{n}' },
    warningTitle: 'Marjin oranı {percent} seviyesinde',
    isolatedWarning:
      '{symbol} izole marjin pozisyonunuz likidasyona yaklaştı: marjin oranı {limit} seviyesine ulaştığında pozisyonlar likide edilir. Marjin ekleyin veya pozisyonu küçültün.',
    crossWarning:
      'Çapraz marjin hesabınız likidasyona yaklaştı: marjin oranı {limit} seviyesine ulaştığında çapraz marjin pozisyonları likide edilir. Vadeli işlemler hesabınıza fon aktarın veya pozisyonlarınızı küçültün.',
    liquidatedTitle: 'Pozisyon likide edildi',
    liquidatedBody: '{size} büyüklüğündeki {symbol} pozisyonunuz likide edildi.',
  },
  ru_RU: {
    percent: commaSpaced,
    warningTitle: 'Коэффициент маржи достиг {percent}',
    isolatedWarning:
      'Ваша позиция {symbol} с изолированной маржой близка к ликвидации: позиции ликвидируются при коэффициенте маржи {limit}. Добавьте маржу или сократите позицию.',
    crossWarning:
      'Ваш счёт с кросс-маржой близок к ликвидации: позиции с кросс-маржой ликвидируются при коэффициенте маржи {limit}. Переведите средства на фьючерсный счёт или сократите позиции.',
    liquidatedTitle: 'Позиция ликвидирована',
    liquidatedBody: 'Ваша позиция {symbol} объёмом {size} ликвидирована.',
  },
  uk_UA: {
    percent: comma,
    warningTitle: 'Коефіцієнт маржі досяг {percent}',
    isolatedWarning:
      'Ваша позиція {symbol} з ізольованою маржею близька до ліквідації: позиції ліквідуються, коли коефіцієнт маржі досягає {limit}. Додайте маржу або зменште позицію.',
    crossWarning:
      'Ваш рахунок із крос-маржею близький до ліквідації: позиції з крос-маржею ліквідуються, коли коефіцієнт маржі досягає {limit}. Перекажіть кошти на ф’ючерсний рахунок або зменште позиції.',
    liquidatedTitle: 'Позицію ліквідовано',
    liquidatedBody: 'Вашу позицію {symbol} обсягом {size} ліквідовано.',
  },
  fr_FR: {
    percent: commaSpaced,
    warningTitle: 'Ratio de marge à {percent}',
    isolatedWarning:
      'Votre position {symbol} en marge isolée est proche de la liquidation\u00a0: les positions sont liquidées lorsque le ratio de marge atteint {limit}. Ajoutez de la marge ou réduisez la position.',
    crossWarning:
      'Votre compte en marge croisée est proche de la liquidation\u00a0: les positions en marge croisée sont liquidées lorsque le ratio de marge atteint {limit}. Transférez des fonds vers votre compte futures ou réduisez vos positions.',
    liquidatedTitle: 'Position liquidée',
    liquidatedBody: 'Votre position {symbol} de {size} a été liquidée.',
  },
  es_ES: {
    percent: commaSpaced,
    warningTitle: 'Ratio de margen al {percent}',
    isolatedWarning:
      'Tu posición en {symbol} con margen aislado está cerca de la liquidación: las posiciones se liquidan cuando el ratio de margen llega al {limit}. Añade margen o reduce la posición.',
    crossWarning:
      'Tu cuenta con margen cruzado está cerca de la liquidación: las posiciones con margen cruzado se liquidan cuando el ratio de margen llega al {limit}. Transfiere fondos a tu cuenta de futuros o reduce tus posiciones.',
    liquidatedTitle: 'Posición liquidada',
    liquidatedBody: 'Se ha liquidado tu posición de {size} en {symbol}.',
  },
  vi_VN: {
    percent: comma,
    warningTitle: 'Tỷ lệ ký quỹ đạt {percent}',
    isolatedWarning:
      'Vị thế {symbol} ký quỹ cô lập của bạn đang gần mức thanh lý: vị thế sẽ bị thanh lý khi tỷ lệ ký quỹ đạt {limit}. Hãy bổ sung ký quỹ hoặc giảm vị thế.',
    crossWarning:
      'Tài khoản ký quỹ chéo của bạn đang gần mức thanh lý: các vị thế ký quỹ chéo sẽ bị thanh lý khi tỷ lệ ký quỹ đạt {limit}. Hãy chuyển thêm tiền vào tài khoản hợp đồng tương lai hoặc giảm vị thế.',
    liquidatedTitle: 'Vị thế đã bị thanh lý',
    liquidatedBody: 'Vị thế {symbol} của bạn với khối lượng {size} đã bị thanh lý.',
  },
  pt_PT: {
    percent: comma,
    warningTitle: 'Rácio de margem em {percent}',
    isolatedWarning:
      'A sua posição em {symbol} com margem isolada está perto da liquidação: as posições são liquidadas quando o rácio de margem atinge {limit}. Adicione margem ou reduza a posição.',
    crossWarning:
      'A sua conta com margem cruzada está perto da liquidação: as posições com margem cruzada são liquidadas quando o rácio de margem atinge {limit}. Transfira fundos para a sua conta de futuros ou reduza as suas posições.',
    liquidatedTitle: 'Posição liquidada',
    liquidatedBody: 'A sua posição de {size} em {symbol} foi liquidada.',
  },
};

/** The margin ratio at which positions are liquidated, as a percentage. */
const LIQUIDATION_PERCENT = '100';

/** A margin ratio ("0.81239") as a percentage with two decimals, rounded down ("81.23"); exact. */
export function ratioPercent(ratio: string): string {
  return new Big(ratio).times(100).round(2, Big.roundDown).toFixed(2);
}

/** A percentage as a decimal string ("81.23") written the locale's way ("81,23 %", "%81,23"). */
export function formatPercent(locale: LocaleCode, percent: string): string {
  const { decimal, pattern } = riskNoticeTexts[locale].percent;
  return pattern.replace('{n}', percent.replace('.', decimal));
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/{(\w+)}/g, (_, name: string) => values[name] ?? '');

/** "BTC_USDT" shown as fill notices show a market: "BTC/USDT". */
const displaySymbol = (symbol: string) => symbol.replace('_', '/');

/** The base asset of a BASE_QUOTE symbol, if it names one. */
const baseOf = (symbol: string): string | null => {
  const [base, quote] = symbol.split('_');
  return base && quote ? base : null;
};

export function riskNotice(locale: LocaleCode, notice: RiskNotice, time: number): Notice {
  const text = riskNoticeTexts[locale];
  if (notice.kind === 'margin-warning') {
    const limit = formatPercent(locale, LIQUIDATION_PERCENT);
    return {
      kind: 'announcement',
      title: fill(text.warningTitle, { percent: formatPercent(locale, ratioPercent(notice.ratio)) }),
      body:
        notice.symbol === null
          ? fill(text.crossWarning, { limit })
          : fill(text.isolatedWarning, { symbol: displaySymbol(notice.symbol), limit }),
      time,
    };
  }
  const base = baseOf(notice.symbol);
  return {
    kind: 'announcement',
    title: text.liquidatedTitle,
    body: fill(text.liquidatedBody, {
      symbol: displaySymbol(notice.symbol),
      size: base ? `${notice.size} ${base}` : notice.size,
    }),
    time,
  };
}

/** Sends each risk notice of a committed batch to its user, in their message language. */
export async function notifyRiskNotices(db: Db, bus: Bus, notices: readonly RiskNotice[]): Promise<void> {
  if (notices.length === 0) return;
  const userIds = [...new Set(notices.map((notice) => notice.userId))];
  const preferences = await db
    .select({ userId: userPreferences.userId, msg: userPreferences.msgLanguage, ui: userPreferences.userLanguage })
    .from(userPreferences)
    .where(inArray(userPreferences.userId, userIds));
  const localeOf = (userId: string): LocaleCode => {
    const row = preferences.find((preference) => preference.userId === userId);
    const chosen = row?.msg ?? row?.ui;
    return (localeCodes as readonly string[]).includes(chosen ?? '') ? (chosen as LocaleCode) : 'en_US';
  };
  for (const notice of notices) {
    await notifyUser(db, bus, notice.userId, riskNotice(localeOf(notice.userId), notice, Date.now()));
  }
}
