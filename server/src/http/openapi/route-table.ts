import type { OpenApiDomain } from './entry.ts';
import { accountApi } from './routes/account.ts';
import { affiliateApi } from './routes/affiliate.ts';
import { alertsApi } from './routes/alerts.ts';
import { analyticsApi } from './routes/analytics.ts';
import { apiKeysApi } from './routes/api-keys.ts';
import { authApi } from './routes/auth.ts';
import { contentApi, operatorContentApi } from './routes/content.ts';
import { earnApi, operatorEarnApi } from './routes/earn.ts';
import { futuresMarketApi } from './routes/futures-market.ts';
import { futuresTradingApi } from './routes/futures-trading.ts';
import { helpApi } from './routes/help.ts';
import { kycApi } from './routes/kyc.ts';
import { marketDataApi } from './routes/market-data.ts';
import { operatorAuditApi } from './routes/operator-audit.ts';
import { realtimeApi } from './routes/realtime.ts';
import { referenceApi } from './routes/reference.ts';
import { securityApi } from './routes/security.ts';
import { spotTradingApi } from './routes/spot-trading.ts';
import { operatorTasksApi, tasksApi } from './routes/tasks.ts';
import { twoFactorApi } from './routes/two-factor.ts';

/**
 * Every documented domain, in the order of the reference page. A domain adds its file under
 * routes/ and one line here (see the design notes: "OpenAPI entries").
 */
export const routeTable: readonly OpenApiDomain[] = [
  authApi,
  twoFactorApi,
  accountApi,
  securityApi,
  apiKeysApi,
  marketDataApi,
  spotTradingApi,
  alertsApi,
  futuresMarketApi,
  futuresTradingApi,
  realtimeApi,
  contentApi,
  helpApi,
  affiliateApi,
  kycApi,
  earnApi,
  tasksApi,
  analyticsApi,
  operatorContentApi,
  operatorEarnApi,
  operatorTasksApi,
  operatorAuditApi,
  referenceApi,
];
