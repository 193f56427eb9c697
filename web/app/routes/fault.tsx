import type { Route } from './+types/fault';

/*
 * Test-only: /__fault/render throws while rendering, on the server and in the browser, so tests can
 * follow a render error through the error page and error reporting. The server answers 404 for
 * /__fault/* unless FAULT_ROUTES=on (server/src/errors-reporting/fault-routes.ts).
 */

/**
 * Having a loader makes a client-side navigation here fetch /__fault/render.data first, which the
 * server refuses when the switch is off: the module ships in the build but never renders there.
 */
export function loader() {
  return null;
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export default function FaultRender(): never {
  throw new Error('Fault route: this page throws while rendering (FAULT_ROUTES=on)');
}
