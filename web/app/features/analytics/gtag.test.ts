import { describe, expect, it } from 'vitest';
import {
  DATA_REPORT_SWITCH,
  type GtagDocument,
  type GtagWindow,
  gtagMeasurementId,
  isFuturesRoute,
  loadGtag,
} from './gtag.ts';

const on = { [DATA_REPORT_SWITCH]: 'true', Hbt_Switch: 'true' };

describe('gtagMeasurementId (whether gtag loads at all)', () => {
  it('reports with the switch on, a measurement id and the visitor allowing analytics', () => {
    expect(gtagMeasurementId({ globalConfig: on, measurementId: 'G-ABC123', choice: 'allow' })).toBe('G-ABC123');
  });

  it.each([
    ['the switch is missing', { Hbt_Switch: 'true' }, 'G-ABC123', 'allow'],
    ['the switch is false', { [DATA_REPORT_SWITCH]: 'false' }, 'G-ABC123', 'allow'],
    ['the switch is not exactly true', { [DATA_REPORT_SWITCH]: 'TRUE' }, 'G-ABC123', 'allow'],
    ['no measurement id is configured', on, undefined, 'allow'],
    ['an empty measurement id', on, '', 'allow'],
    ['the visitor declined', on, 'G-ABC123', 'decline'],
    ['the visitor has not chosen yet', on, 'G-ABC123', 'unset'],
  ] as const)('loads nothing when %s', (_case, globalConfig, measurementId, choice) => {
    expect(gtagMeasurementId({ globalConfig, measurementId, choice })).toBeUndefined();
  });
});

describe('isFuturesRoute', () => {
  it.each([
    ['futures___en_US___default'],
    ['futures___ja_JP'],
    ['futures-trade___zh_TW'],
    ['futures-trade___en_US___default'],
  ])('is true for %s', (id) => {
    expect(isFuturesRoute(id)).toBe(true);
  });

  it.each([['home___en_US___default'], ['trade___ja_JP'], ['root'], [''], [undefined]])('is false for %s', (id) => {
    expect(isFuturesRoute(id)).toBe(false);
  });
});

describe('loadGtag', () => {
  it('adds the gtag script once and queues commands as gtag.js reads them', () => {
    const scripts: { id: string; async: boolean; src: string }[] = [];
    const doc: GtagDocument<(typeof scripts)[number]> = {
      getElementById: (id) => scripts.find((script) => script.id === id) ?? null,
      createElement: () => ({ id: '', async: false, src: '' }),
      head: { append: (script) => void scripts.push(script) },
    };
    const win: GtagWindow = {};
    const gtag = loadGtag(win, doc, 'G-ABC123');
    expect(loadGtag(win, doc, 'G-ABC123')).toBe(gtag);
    expect(scripts).toEqual([
      { id: 'vela-gtag', async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123' },
    ]);

    gtag('event', 'futures_view', { page_path: '/futures' });
    const commands = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands.map((command) => command[0])).toEqual(['js', 'config', 'event']);
    expect(commands[1]).toEqual(['config', 'G-ABC123', { send_page_view: false }]);
    expect(commands[2]).toEqual(['event', 'futures_view', { page_path: '/futures' }]);
    // gtag.js only acts on Arguments objects, not arrays.
    expect(Object.prototype.toString.call(win.dataLayer?.[2])).toBe('[object Arguments]');
  });
});
