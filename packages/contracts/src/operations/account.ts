import { type FavouritePaths, favouriteContractPaths, favouritePaths } from '../favourite-calls.ts';
import { favouriteChangeSchema, favouriteMarketsSchema } from '../favourites.ts';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationPaths,
  notificationsReadRequestSchema,
  notificationsReadResponseSchema,
} from '../feed.ts';
import {
  PREFERENCES_GET_PATH,
  PREFERENCES_UPDATE_PATH,
  preferencesResponseSchema,
  preferencesUpdateSchema,
} from '../preferences.ts';
import { TOPS_INFO_PATH, topsInfoResponseSchema } from '../session.ts';
import {
  DEMO_DEPOSIT_LIMIT_ERROR,
  demoDepositRequestSchema,
  demoDepositResponseSchema,
  ledgerKindsSchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  WALLET_ACCOUNT_PATH,
  walletAccountRequestSchema,
  walletAccountResponseSchema,
  walletPaths,
  walletSummarySchema,
} from '../wallet.ts';
import { type ApiTag, apiOperations, type OperationRecord } from './operation.ts';

export const accountTag: ApiTag = {
  name: 'Account and wallet',
  description: 'The signed-in user’s profile, preferences, favourites, notices and wallet.',
};

export const accountOperations = apiOperations(accountTag, {
  topsInfo: {
    method: 'POST',
    path: TOPS_INFO_PATH,
    summary: 'Home-page user info',
    description:
      'POST although it reads (the client contract); `id: null` for a visitor. Changes nothing, so no CSRF rule.',
    auth: 'public',
    response: topsInfoResponseSchema,
  },
  preferences: {
    method: 'GET',
    path: PREFERENCES_GET_PATH,
    summary: 'The user’s preferences',
    description:
      'Language, message language, pricing currency and time zone (the web client’s choice and the IANA zone it showed, in which notices and e-mails write times). ("perfenerce" is the contract’s spelling.)',
    auth: 'session',
    response: preferencesResponseSchema,
  },
  updatePreferences: {
    method: 'POST',
    path: PREFERENCES_UPDATE_PATH,
    summary: 'Change preferences',
    auth: 'session',
    body: preferencesUpdateSchema,
    response: preferencesResponseSchema,
  },
  notices: {
    method: 'GET',
    path: notificationPaths.list,
    summary: 'Notices, newest first, a page at a time, with the unread count',
    auth: 'session',
    query: notificationListQuerySchema,
    response: notificationListSchema,
  },
  readNotices: {
    method: 'POST',
    path: notificationPaths.read,
    summary: 'Mark notices read',
    description: 'All of them when `ids` is absent; answers the unread count.',
    auth: 'session',
    body: notificationsReadRequestSchema,
    response: notificationsReadResponseSchema,
  },
  walletAccount: {
    method: 'POST',
    path: WALLET_ACCOUNT_PATH,
    summary: 'Total asset value in USDT',
    description: 'POST although it reads (the client contract). Changes nothing, so no CSRF rule.',
    auth: 'session',
    apiKey: 'read',
    body: walletAccountRequestSchema,
    response: walletAccountResponseSchema,
  },
  walletSummary: {
    method: 'GET',
    path: walletPaths.summary,
    summary: 'Wallet summary',
    description: 'Every listed asset with the balance valued in USDT, the total and today’s demo allowance.',
    auth: 'session',
    apiKey: 'read',
    response: walletSummarySchema,
  },
  walletLedger: {
    method: 'GET',
    path: walletPaths.ledger,
    summary: 'Ledger entries, newest first',
    auth: 'session',
    apiKey: 'read',
    query: ledgerQuerySchema,
    response: ledgerPageSchema,
  },
  walletLedgerKinds: {
    method: 'GET',
    path: walletPaths.ledgerKinds,
    summary: 'Entry kinds in the user’s ledger',
    auth: 'session',
    apiKey: 'read',
    response: ledgerKindsSchema,
  },
  demoDeposit: {
    method: 'POST',
    path: walletPaths.demoDeposit,
    summary: 'Demo deposit',
    description: 'Credits a fixed demo amount of one asset, a few times a day.',
    auth: 'session',
    body: demoDepositRequestSchema,
    response: demoDepositResponseSchema,
    errors: [[409, `Today's demo deposits of the asset are used up (reason "${DEMO_DEPOSIT_LIMIT_ERROR}").`]],
  },
});

/** A kind of favourites' three calls: read, add, remove (`what` names the kind on the reference page). */
const favouriteRecords = (paths: FavouritePaths, what: string, unknown: string) => {
  const change = {
    method: 'POST',
    auth: 'session',
    body: favouriteChangeSchema,
    response: favouriteMarketsSchema,
  } as const;
  return {
    list: {
      method: 'GET',
      path: paths.list,
      summary: `Favourite ${what}`,
      auth: 'session',
      response: favouriteMarketsSchema,
    },
    add: { ...change, path: paths.add, summary: `Add favourite ${what}`, description: unknown },
    remove: { ...change, path: paths.remove, summary: `Remove favourite ${what}` },
  } satisfies Record<string, OperationRecord>;
};

/** The favourite pairs (`spot`) and futures contracts (`futures`). */
export const favouriteOperations = {
  spot: apiOperations(accountTag, favouriteRecords(favouritePaths, 'markets', 'An unknown symbol is a 400 naming it.')),
  futures: apiOperations(
    accountTag,
    favouriteRecords(favouriteContractPaths, 'futures contracts', 'An unknown contract is a 400 naming it.'),
  ),
};
