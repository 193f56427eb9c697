import { affiliatePaths, type MyApplication, myApplicationResponseSchema } from '@vela/contracts/affiliate';
import type { SsrLoadContext } from '@vela/contracts/ssr';

/**
 * The signed-in visitor's application, if any. A visitor, an expired session or a platform hiccup
 * all mean "show the form": the page works without this, so no failure of it stops the page.
 */
export async function loadMyApplication(context: SsrLoadContext): Promise<MyApplication | null> {
  try {
    const response = await context.apiFetch(affiliatePaths.myApplication);
    if (!response.ok) return null;
    return myApplicationResponseSchema.parse(await response.json()).application;
  } catch {
    return null;
  }
}
