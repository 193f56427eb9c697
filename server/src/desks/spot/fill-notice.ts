import { formatDecimalText } from '@vela/contracts/decimal-text';
import type { Notice } from '@vela/contracts/feed';
import { localeByCode } from '@vela/contracts/locale-table';
import type { LocaleCode } from '@vela/contracts/locales';

interface NoticeText {
  filled: string;
  partly: string;
  buy: string;
  sell: string;
  /** {side} {quantity} {base} at {price} {quote} */
  body: string;
}

/** Fill notices in the user's saved message language: stored once, shown as written. */
const texts: Record<LocaleCode, NoticeText> = {
  en_US: {
    filled: 'Order filled',
    partly: 'Order partly filled',
    buy: 'Buy',
    sell: 'Sell',
    body: '{side} {quantity} {base} at {price} {quote} ({symbol})',
  },
  ja_JP: {
    filled: '注文が約定しました',
    partly: '注文が一部約定しました',
    buy: '買い',
    sell: '売り',
    body: '{symbol}：{side} {quantity} {base}（約定価格 {price} {quote}）',
  },
  zh_CN: {
    filled: '订单已成交',
    partly: '订单部分成交',
    buy: '买入',
    sell: '卖出',
    body: '{symbol}：{side} {quantity} {base}，成交价 {price} {quote}',
  },
  zh_TW: {
    filled: '訂單已成交',
    partly: '訂單部分成交',
    buy: '買入',
    sell: '賣出',
    body: '{symbol}：{side} {quantity} {base}，成交價 {price} {quote}',
  },
  ko_KR: {
    filled: '주문이 체결되었습니다',
    partly: '주문이 일부 체결되었습니다',
    buy: '매수',
    sell: '매도',
    body: '{symbol}: {quantity} {base} {side}, 체결가 {price} {quote}',
  },
  es_ES: {
    filled: 'Orden ejecutada',
    partly: 'Orden ejecutada en parte',
    buy: 'Compra',
    sell: 'Venta',
    body: '{side} de {quantity} {base} a {price} {quote} ({symbol})',
  },
  pt_PT: {
    filled: 'Ordem executada',
    partly: 'Ordem executada parcialmente',
    buy: 'Compra',
    sell: 'Venda',
    body: '{side} de {quantity} {base} a {price} {quote} ({symbol})',
  },
  fr_FR: {
    filled: 'Ordre exécuté',
    partly: 'Ordre exécuté en partie',
    buy: 'Achat',
    sell: 'Vente',
    body: '{side} de {quantity} {base} à {price} {quote} ({symbol})',
  },
  ru_RU: {
    filled: 'Ордер исполнен',
    partly: 'Ордер исполнен частично',
    buy: 'Покупка',
    sell: 'Продажа',
    body: '{side} {quantity} {base} по цене {price} {quote} ({symbol})',
  },
  uk_UA: {
    filled: 'Ордер виконано',
    partly: 'Ордер виконано частково',
    buy: 'Купівля',
    sell: 'Продаж',
    body: '{side} {quantity} {base} за ціною {price} {quote} ({symbol})',
  },
  tr_TR: {
    filled: 'Emir gerçekleşti',
    partly: 'Emir kısmen gerçekleşti',
    buy: 'Alış',
    sell: 'Satış',
    body: '{symbol}: {quantity} {base} {side}, fiyat {price} {quote}',
  },
  vi_VN: {
    filled: 'Lệnh đã khớp',
    partly: 'Lệnh đã khớp một phần',
    buy: 'Mua',
    sell: 'Bán',
    body: '{side} {quantity} {base} giá {price} {quote} ({symbol})',
  },
};

export interface FilledOrderSummary {
  symbol: string;
  base: string;
  quote: string;
  side: 'buy' | 'sell';
  /** What this batch filled, and at what average price. */
  quantity: string;
  price: string;
  complete: boolean;
}

export function fillNotice(locale: LocaleCode, summary: FilledOrderSummary, time: number): Notice {
  const text = texts[locale];
  const values: Record<string, string> = {
    side: summary.side === 'buy' ? text.buy : text.sell,
    // The language's digit grouping and decimal mark, as on the screens.
    quantity: formatDecimalText(localeByCode[locale].tag, summary.quantity),
    base: summary.base,
    price: formatDecimalText(localeByCode[locale].tag, summary.price),
    quote: summary.quote,
    symbol: summary.symbol.replace('_', '/'),
  };
  return {
    kind: 'order-filled',
    title: summary.complete ? text.filled : text.partly,
    body: text.body.replace(/{(\w+)}/g, (_, name: string) => values[name] ?? ''),
    time,
  };
}
