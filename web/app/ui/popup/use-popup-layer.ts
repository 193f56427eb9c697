import { useLayoutEffect, useSyncExternalStore } from 'react';
import { POPUP_BASE_Z_INDEX, popupStack } from '../../lib/popup/stack.ts';

export interface PopupLayer {
  zIndex: number;
  /** Only the top popup answers Escape and traps focus. */
  isTop: boolean;
}

/**
 * Registers a mounted popup on the shared stack for as long as it is mounted. A layout effect, so
 * the z-index is known before the first paint; the server never runs it and renders the base value.
 */
export function usePopupLayer(id: string): PopupLayer {
  useLayoutEffect(() => {
    popupStack.open(id);
    return () => popupStack.close(id);
  }, [id]);
  const zIndex = useSyncExternalStore(
    popupStack.subscribe,
    () => popupStack.zIndexOf(id) ?? POPUP_BASE_Z_INDEX,
    () => POPUP_BASE_Z_INDEX,
  );
  const isTop = useSyncExternalStore(
    popupStack.subscribe,
    () => popupStack.topId() === id,
    () => false,
  );
  return { zIndex, isTop };
}
