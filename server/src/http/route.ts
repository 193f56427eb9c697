import type { ApiOperation } from '@vela/contracts/operations/operation';
import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { routeSchemaOf } from './openapi/route-doc.ts';

/**
 * Registers the route an operation of `@vela/contracts/operations/*` declares (its method, path
 * and doc, which the OpenAPI document lists) with its handler; `options` adds the rest of the
 * route's options (hooks such as the CSRF `preHandler`, `bodyLimit`).
 */
export function route<Generic extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  operation: ApiOperation,
  handler: RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, Generic>,
  options: Omit<
    RouteShorthandOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, Generic>,
    'schema'
  > = {},
): void {
  app.route<Generic>({
    ...options,
    method: operation.method,
    url: operation.path,
    schema: routeSchemaOf(operation),
    handler,
  });
}
