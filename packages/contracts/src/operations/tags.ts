import { accountTag } from './account.ts';
import { affiliateTag } from './affiliate.ts';
import { alertsTag } from './alerts.ts';
import { analyticsTag } from './analytics.ts';
import { apiKeysTag } from './api-keys.ts';
import { authTag } from './auth.ts';
import { contentTag } from './content.ts';
import { earnTag } from './earn.ts';
import { futuresMarketTag } from './futures-market.ts';
import { futuresTradingTag } from './futures-trading.ts';
import { gridTradingTag } from './grid-bots.ts';
import { gridResearchTag } from './grid-research.ts';
import { helpTag } from './help.ts';
import { kycTag } from './kyc.ts';
import { marketDataTag } from './market-data.ts';
import type { ApiTag } from './operation.ts';
import { operatorAuditTag } from './operator-audit.ts';
import { operatorContentTag } from './operator-content.ts';
import { operatorEarnTag } from './operator-earn.ts';
import { operatorTasksTag } from './operator-tasks.ts';
import { realtimeTag } from './realtime.ts';
import { referenceTag } from './reference.ts';
import { securityTag } from './security.ts';
import { spotTradingTag } from './spot-trading.ts';
import { tasksTag } from './tasks.ts';
import { twoFactorTag } from './two-factor.ts';

/** The headings of the API reference, in the page's order (a new domain: one line here). */
export const apiTags: readonly ApiTag[] = [
  authTag,
  twoFactorTag,
  accountTag,
  securityTag,
  apiKeysTag,
  marketDataTag,
  spotTradingTag,
  gridTradingTag,
  alertsTag,
  futuresMarketTag,
  futuresTradingTag,
  gridResearchTag,
  realtimeTag,
  contentTag,
  helpTag,
  affiliateTag,
  kycTag,
  earnTag,
  tasksTag,
  analyticsTag,
  operatorContentTag,
  operatorEarnTag,
  operatorTasksTag,
  operatorAuditTag,
  referenceTag,
];
