import { expect, type Page } from '@playwright/test';

/** A position as `GET /futuresapi/v1/positions` answers it (the fields the tests read). */
export interface OpenedPosition {
  size: string;
  entryPrice: string;
  margin: string;
  maintenanceMargin: string;
}

/**
 * 1,000 USDT to futures and a 0.01 BTC long by market (10x cross) for the signed-in user of `page`,
 * through the API as the terminal sends it (identity level 1 done); the position as read after it.
 */
export async function openLongByApi(page: Page, baseURL: string): Promise<OpenedPosition> {
  const headers = { origin: baseURL };
  const transfer = await page.request.post('/futuresapi/v1/transfers', {
    data: { direction: 'to-futures', asset: 'USDT', amount: '1000' },
    headers,
  });
  expect(transfer.ok(), await transfer.text()).toBe(true);
  const order = await page.request.post('/futuresapi/v1/orders', {
    data: { symbol: 'BTC_USDT', side: 'buy', type: 'market', quantity: '0.01' },
    headers,
  });
  expect(order.ok(), await order.text()).toBe(true);
  const answer = await page.request.get('/futuresapi/v1/positions');
  const [position] = ((await answer.json()) as { positions: OpenedPosition[] }).positions;
  if (!position) throw new Error('no position after a filled market order');
  return position;
}
