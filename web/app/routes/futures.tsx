import type { Route } from './+types/futures';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

/** Never rendered: the futures-redirect guard (route list) sends every visit to the last contract opened. */
export const meta: Route.MetaFunction = () => [];

export default function Futures() {
  return null;
}
