import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that hydrates after the page's shell, in work React slices and
 * yields between (a server-rendered Suspense boundary hydrates at a low priority), so a large
 * screen's hydration is not one long task. A click on a part not yet hydrated hydrates it first
 * and is then replayed. Nothing in the parts suspends on the server, so the fallback never shows
 * there; on the client a lazy child without a boundary of its own would hide only this part.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
