import type { TrackingProperties } from '@vela/contracts/analytics';

/** Markup that asks for click tracking: `<a data-track-module="main_nav" data-track-element="nav.markets">`. */
export const TRACK_MODULE_ATTRIBUTE = 'data-track-module';
export const TRACK_ELEMENT_ATTRIBUTE = 'data-track-element';
export const ELEMENT_CLICK_EVENT = 'element_click';

const trackedSelector = `[${TRACK_MODULE_ATTRIBUTE}], [${TRACK_ELEMENT_ATTRIBUTE}]`;

/** Where the click happened, filled in by the caller at click time. */
export type PageProperties = Pick<TrackingProperties, 'pageid' | 'page_name' | 'siteid'>;

interface ClosestCapable {
  closest(selector: string): { getAttribute(name: string): string | null } | null;
}

function canSearchUp(target: unknown): target is ClosestCapable {
  return typeof (target as Partial<ClosestCapable> | null)?.closest === 'function';
}

/** The tracking properties of a click on (or inside) a tracked element; undefined for other clicks. */
export function trackedClickProperties(
  target: EventTarget | null,
  page: PageProperties,
): TrackingProperties | undefined {
  if (!canSearchUp(target)) return undefined;
  const element = target.closest(trackedSelector);
  if (!element) return undefined;
  const moduleName = element.getAttribute(TRACK_MODULE_ATTRIBUTE);
  const elementName = element.getAttribute(TRACK_ELEMENT_ATTRIBUTE);
  return {
    ...(moduleName ? { module_name: moduleName } : {}),
    ...(elementName ? { element_name: elementName } : {}),
    ...page,
  };
}

export interface ClickListenerTarget {
  addEventListener(type: 'click', listener: (event: { target: EventTarget | null }) => void, capture: boolean): void;
  removeEventListener(type: 'click', listener: (event: { target: EventTarget | null }) => void, capture: boolean): void;
}

/**
 * Hears every click on the page in the capture phase (a handler that stops propagation cannot hide
 * it) and reports the tracked ones. Returns the function that stops listening.
 */
export function listenForTrackedClicks(
  target: ClickListenerTarget,
  page: () => PageProperties,
  report: (properties: TrackingProperties) => void,
): () => void {
  const onClick = (event: { target: EventTarget | null }) => {
    const properties = trackedClickProperties(event.target, page());
    if (properties) report(properties);
  };
  target.addEventListener('click', onClick, true);
  return () => target.removeEventListener('click', onClick, true);
}
