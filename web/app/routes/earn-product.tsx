import { earnPaths, earnProductIdParamsSchema, earnProductResponseSchema } from '@vela/contracts/earn';
import { loadProductPositions, signedIn } from '../features/earn/earn-data.server.ts';
import { ProductDetail } from '../features/earn/product-detail.tsx';
import { productName } from '../features/earn/product-name.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { rootDataOf } from '../lib/routing/root-data.ts';
import { validateRoute } from '../lib/routing/validate.ts';
import type { Route } from './+types/earn-product';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => {
    const product = args.loaderData?.product;
    const locale = rootDataOf(args.matches)?.locale;
    const name = product && locale ? productName(product, locale, t) : t('meta.earn.title');
    return {
      title: t('meta.earnProduct.title', { product: name }),
      description: t('meta.earnProduct.description', { product: name }),
    };
  });

/**
 * The product, checked against the platform's list: an id of the wrong shape or one the platform
 * does not know is a 404; a platform that fails is an error page. A signed-in user's live
 * positions in it come along.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, context, params } = args;
  validateRoute(request, earnProductIdParamsSchema.safeParse({ id: params.productId }).success);
  const response = await context.apiFetch(earnPaths.product(params.productId));
  if (response.status === 404) validateRoute(request, false);
  if (!response.ok) throw new Response('Earn unavailable', { status: 503 });
  const { product } = earnProductResponseSchema.parse(await response.json());
  const positions = await loadProductPositions(args, product.id);
  return { product, positions, signedIn: signedIn(args) };
}

export default function EarnProduct({ loaderData }: Route.ComponentProps) {
  return <ProductDetail product={loaderData.product} positions={loaderData.positions} signedIn={loaderData.signedIn} />;
}
