import {
  type EarnPosition,
  type EarnProduct,
  type EarnSummary,
  earnPaths,
  earnPositionListSchema,
  earnProductListSchema,
  earnSummarySchema,
} from '@vela/contracts/earn';
import type { SsrLoadContext } from '@vela/contracts/ssr';
import { isLoggedIn } from '../../lib/session-state.ts';

interface LoadArgs {
  request: Request;
  context: SsrLoadContext;
}

async function jsonOf(response: Response | undefined): Promise<unknown> {
  return response?.ok ? response.json().catch(() => undefined) : undefined;
}

export const signedIn = ({ request }: LoadArgs) => isLoggedIn(request.headers.get('cookie'));

/** Every product users see; null when the platform did not answer with a list. */
export async function loadProducts({ context }: LoadArgs, type?: EarnProduct['type']): Promise<EarnProduct[] | null> {
  const path = type ? `${earnPaths.products}?type=${type}` : earnPaths.products;
  const parsed = earnProductListSchema.safeParse(await jsonOf(await context.apiFetch(path).catch(() => undefined)));
  return parsed.success ? parsed.data.products : null;
}

/**
 * A signed-in user's earn totals; null for a visitor, or when they could not be read (an expired
 * session on a public page is not sent to login: the page stays readable).
 */
export async function loadSummary(args: LoadArgs): Promise<EarnSummary | null> {
  if (!signedIn(args)) return null;
  const response = await args.context.apiFetch(earnPaths.summary).catch(() => undefined);
  const parsed = earnSummarySchema.safeParse(await jsonOf(response));
  return parsed.success ? parsed.data : null;
}

/** A signed-in user's live positions in one product; null for a visitor or when unreadable. */
export async function loadProductPositions(args: LoadArgs, productId: string): Promise<EarnPosition[] | null> {
  if (!signedIn(args)) return null;
  const query = new URLSearchParams({ state: 'live', productId });
  const response = await args.context.apiFetch(`${earnPaths.positions}?${query}`).catch(() => undefined);
  const parsed = earnPositionListSchema.safeParse(await jsonOf(response));
  return parsed.success ? parsed.data.positions : null;
}
