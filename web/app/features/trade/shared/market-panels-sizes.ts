/**
 * The sizes a trader gave the desktop terminal's panels, remembered in this browser
 * (localStorage `vela_terminal_panels`, JSON) for both terminals, spot and futures.
 */
export const PANEL_SIZES_KEY = 'vela_terminal_panels';

export interface PanelSizes {
  /** Width of the book's column (with the trades under it below 1400 px), px. */
  readonly bookWidth: number;
  /** Below 1400 px wide, the book's share of its column's height (the trades have the rest), percent. */
  readonly bookShare: number;
  /** From 1400 px wide, the width of the trades' column beside the chart, px. */
  readonly tradesWidth: number;
  /** Height of the orders panel under the chart, px. */
  readonly accountHeight: number;
}

export type PanelSizeName = keyof PanelSizes;

export const panelSizeLimits: Record<PanelSizeName, { min: number; max: number; step: number; initial: number }> = {
  bookWidth: { min: 240, max: 480, step: 20, initial: 300 },
  bookShare: { min: 25, max: 80, step: 5, initial: 65 },
  tradesWidth: { min: 200, max: 400, step: 20, initial: 240 },
  accountHeight: { min: 140, max: 480, step: 20, initial: 200 },
};

export const defaultPanelSizes: PanelSizes = {
  bookWidth: panelSizeLimits.bookWidth.initial,
  bookShare: panelSizeLimits.bookShare.initial,
  tradesWidth: panelSizeLimits.tradesWidth.initial,
  accountHeight: panelSizeLimits.accountHeight.initial,
};

const names = Object.keys(panelSizeLimits) as PanelSizeName[];

/**
 * A stored value read back: each size kept within its limits, anything else at its default. Sizes
 * that are the defaults are `defaultPanelSizes` itself, so setting them again renders nothing.
 */
export function parsePanelSizes(text: string | null | undefined): PanelSizes {
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : undefined;
  } catch {
    value = undefined;
  }
  const stored = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const sizes: Record<PanelSizeName, number> = { ...defaultPanelSizes };
  for (const name of names) {
    const size = stored[name];
    const { min, max } = panelSizeLimits[name];
    if (typeof size === 'number' && Number.isFinite(size)) sizes[name] = Math.min(max, Math.max(min, Math.round(size)));
  }
  return names.every((name) => sizes[name] === defaultPanelSizes[name]) ? defaultPanelSizes : sizes;
}

export function readPanelSizes(): PanelSizes {
  try {
    return parsePanelSizes(window.localStorage.getItem(PANEL_SIZES_KEY));
  } catch {
    return defaultPanelSizes;
  }
}

export function writePanelSizes(sizes: PanelSizes): void {
  try {
    window.localStorage.setItem(PANEL_SIZES_KEY, JSON.stringify(sizes));
  } catch {
    // Full or blocked storage: the sizes last until the page is left.
  }
}

/** The CSS custom properties the terminal's grid (trade.css) reads. */
export function panelSizeStyle(sizes: PanelSizes): Record<string, string> {
  return {
    '--book-width': `${sizes.bookWidth}px`,
    '--book-rows': `${sizes.bookShare}fr`,
    '--trades-rows': `${100 - sizes.bookShare}fr`,
    '--trades-width': `${sizes.tradesWidth}px`,
    '--account-height': `${sizes.accountHeight}px`,
  };
}
