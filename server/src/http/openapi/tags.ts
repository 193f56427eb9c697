import { futuresTradingPaths } from '@vela/contracts/futures-trading';
import { tradingErrorCodes } from '@vela/contracts/trading';
import { type ApiTag, apiTag } from './route-doc.ts';

/** The headings of the reference page; each route declares itself under one (`ApiTag.operation`). */

export const authApi = apiTag(
  'Sign-up and login',
  'Verification codes, registration, login and logout. `delivery: "cookie"` (browsers) sets the httpOnly session cookie; `delivery: "token"` answers the session token for the X-Authorization header instead.',
);
export const twoFactorApi = apiTag(
  'Second factor and passkeys',
  'TOTP (RFC 6238: SHA-1, 30 s, 6 digits, ±1 step, each step accepted once), ten single-use recovery codes, and WebAuthn passkeys. Once an account has TOTP on or a passkey, a right password answers `secondFactor` instead of a session; the session comes from the second step. Adding or removing a factor asks for the password again. WebAuthn options and answers are the JSON forms @simplewebauthn/browser uses.',
);
export const accountApi = apiTag(
  'Account and wallet',
  'The signed-in user’s profile, preferences, favourites, notices and wallet.',
);
export const securityApi = apiTag(
  'Account security',
  'Password reset and change, the account’s sessions and devices, login history and the anti-phishing code.',
);
export const apiKeysApi = apiTag(
  'API keys',
  'The signed-in user manages the account’s API keys (see "Signed requests" for using them). These calls need the session: a key-signed request is refused here (403).',
);
export const marketDataApi = apiTag(
  'Spot market data',
  'Public snapshots of the spot markets: the same state the WebSocket feed serves.',
);
export const spotTradingApi = apiTag(
  'Spot trading',
  `The signed-in user's spot orders, fills and balances. Refusals carry a stable \`reason\`: ${tradingErrorCodes.join(', ')}.`,
);
export const alertsApi = apiTag(
  'Price alerts',
  'Alerts on a spot pair’s price, fired once by the first trade that meets them and delivered as an in-app notice and an e-mail (docs/price-alerts.md).',
);
export const futuresMarketApi = apiTag(
  'Futures market data',
  'Public data of the perpetual contracts. A symbol that names no listed contract is a 400 with reason "unknown-contract".',
);
export const futuresTradingApi = apiTag(
  'Futures trading',
  'The caller’s futures wallet, orders, positions and settings. Refusals carry a stable `reason` (e.g. insufficient-margin, post-only, fok, invalid-trigger, no-position, not-isolated, unknown-contract).',
);
export const realtimeApi = apiTag(
  'Real-time feed',
  'Tokens for the WebSocket feed (`/ws/spot`, `/ws/futures`): each answer names the socket endpoint and a short-lived token to subscribe with.',
);
export const contentApi = apiTag(
  'Announcements and courses',
  'Published announcements and courses, in the requested locale (falling back to en_US).',
);
export const helpApi = apiTag(
  'Help centre',
  'Published help articles in the requested locale (falling back to en_US), and "Submit a request". Articles are edited through the operator content API (/api/v1/operator/help-articles).',
);
export const affiliateApi = apiTag(
  'Affiliate programme',
  'The public affiliate (KOL) application and the operators’ review of it.',
);
export const kycApi = apiTag(
  'Identity verification',
  `Level 1 (personal details, decided at once) and level 2 (identity document and selfie, reviewed by an operator). Futures orders that may open a position need level 1: ${futuresTradingPaths.orders} answers 403 with reason "kyc-required" below it. Refusals carry a \`reason\`: restricted-country, underage, already-verified, level-one-required, review-pending, file-missing, not-an-image, image-too-large, image-too-small.`,
);
export const earnApi = apiTag(
  'Earn',
  'Savings products paid from the platform’s `earn` account: flexible, fixed term and sharkfin. Amounts and APRs are decimal strings; an APR is a fraction a year ("0.05" is 5 %).',
);
export const tasksApi = apiTag(
  'Task centre and rewards',
  'Tasks whose progress the server computes from what the user did, and their USDT rewards: a bonus credited on claim, or a fee coupon that rebates the fees of the next spot fills. Refusals carry a `reason` (tasksErrorCodes).',
);
export const analyticsApi = apiTag(
  'Statistics and error reports',
  'Anonymous write-only calls the client makes, and the operators’ views of what they stored.',
);
export const operatorContentApi = apiTag(
  'Operator: content',
  'Create, edit, publish and unpublish announcements, courses and help articles (bearer OPERATOR_TOKEN). A help article has a `slug` (its page, /help/<slug>); one in use is a 409 with `fields.slug` = `slug-taken`.',
);
export const operatorEarnApi = apiTag(
  'Operator: earn',
  'Create, pause, resume and close earn products (bearer OPERATOR_TOKEN).',
);
export const operatorTasksApi = apiTag(
  'Operator: tasks',
  'Define, list and end task-centre tasks (bearer OPERATOR_TOKEN).',
);
export const operatorAuditApi = apiTag(
  'Operator: audit log',
  'Every change made through the operator API (content, affiliate and KYC reviews, earn products, tasks), written in the change’s own transaction: who (the operator token’s fingerprint, the address and user agent: there is one shared token), when, what (`action`, `targetType`, `targetId`) and the changed rows before and after, with secrets and document-store keys redacted.',
);
export const referenceApi = apiTag(
  'Reference and health',
  'This document, its reference page, and the probes load balancers and orchestrators call.',
);

/** The tags in the order of the reference page. */
export const apiTags: readonly ApiTag[] = [
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
