/**
 * Every screen once, with its route meta (spec 2.4). `routes.ts` expands this list into one route
 * per locale; layouts read the meta of the matched screen at run time. Guard names are checked
 * when this module loads, so a typo stops the build and the server start, not a visitor.
 */

export const layoutNames = ['main', 'empty', 'vela', 'terminal'] as const;
export type LayoutName = (typeof layoutNames)[number];

export const guardNames = ['auth', 'futures-redirect'] as const;
export type GuardName = (typeof guardNames)[number];

export interface ScreenMeta {
  layout: LayoutName;
  guards?: readonly string[];
  /** Forces the page theme whatever the visitor chose. */
  theme?: 'light' | 'dark';
  /** Background of the header on phones (a CSS colour or token). */
  mobileHeaderBackground?: string;
  /** Always start this page at the top, even on back/forward. */
  scrollToTop?: boolean;
  /** A 401 on this page sends to login without a redirectUrl back here. */
  noreturn?: boolean;
  /** Message key of the page title (under `meta.`), also the product name for coming-soon pages. */
  pageKey: string;
  /**
   * Feature message namespaces (i18n/features/<namespace>) the screen shows, besides the core
   * catalogue: the root loader sends the browser only these.
   */
  messages?: readonly string[];
}

export interface Screen extends ScreenMeta {
  id: string;
  /** Path without locale prefix and without leading slash ('' is the home page). */
  path: string;
  file: string;
}

const comingSoon = (id: string, path: string, extra: Partial<ScreenMeta> = {}): Screen => ({
  id,
  path,
  file: 'routes/coming-soon.tsx',
  layout: 'main',
  pageKey: `products.${id}`,
  ...extra,
});

export const screens: readonly Screen[] = [
  { id: 'home', path: '', file: 'routes/home.tsx', layout: 'main', pageKey: 'home', messages: ['home'] },
  {
    id: 'announcements',
    path: 'events-announcements',
    file: 'routes/announcements.tsx',
    layout: 'main',
    pageKey: 'announcements',
  },
  {
    id: 'announcements-class',
    path: 'events-announcements/:eventClass',
    file: 'routes/announcements.tsx',
    layout: 'main',
    pageKey: 'announcements',
  },
  {
    id: 'announcement',
    path: 'events-announcements/:eventClass/:id',
    file: 'routes/announcement.tsx',
    layout: 'main',
    pageKey: 'announcement',
    scrollToTop: true,
  },
  { id: 'courses', path: 'events-courses', file: 'routes/courses.tsx', layout: 'main', pageKey: 'courses' },
  {
    id: 'courses-research',
    path: 'events-courses/research',
    file: 'routes/course-track.tsx',
    layout: 'main',
    pageKey: 'coursesResearch',
  },
  {
    id: 'course-research',
    path: 'events-courses/research/:id',
    file: 'routes/course.tsx',
    layout: 'main',
    pageKey: 'course',
    scrollToTop: true,
  },
  {
    id: 'courses-web3',
    path: 'events-courses/web3',
    file: 'routes/course-track.tsx',
    layout: 'main',
    pageKey: 'coursesWeb3',
  },
  {
    id: 'course-web3',
    path: 'events-courses/web3/:id',
    file: 'routes/course.tsx',
    layout: 'main',
    pageKey: 'course',
    scrollToTop: true,
  },
  { id: 'login', path: 'login', file: 'routes/login.tsx', layout: 'empty', pageKey: 'login', noreturn: true },
  {
    id: 'register',
    path: 'register',
    file: 'routes/register.tsx',
    layout: 'empty',
    pageKey: 'register',
    noreturn: true,
  },
  {
    id: 'affiliate-register',
    path: 'affiliate-register',
    file: 'routes/affiliate-register.tsx',
    layout: 'vela',
    pageKey: 'affiliateRegister',
    messages: ['affiliate'],
  },
  {
    id: 'affiliate-why-join',
    path: 'affiliate-register/why-join-vela',
    file: 'routes/affiliate-why-join.tsx',
    layout: 'vela',
    pageKey: 'affiliateWhyJoin',
    messages: ['affiliate'],
    theme: 'dark',
    mobileHeaderBackground: '#0d0f14',
  },
  {
    id: 'account',
    path: 'account',
    file: 'routes/account.tsx',
    layout: 'main',
    pageKey: 'account',
    guards: ['auth'],
    messages: ['verification', 'timeZone'],
  },
  {
    id: 'account-security',
    path: 'account/security',
    file: 'routes/account-security.tsx',
    layout: 'main',
    pageKey: 'accountSecurity',
    guards: ['auth'],
    messages: ['security', 'twoFactor'],
  },
  {
    id: 'account-devices',
    path: 'account/devices',
    file: 'routes/account-devices.tsx',
    layout: 'main',
    pageKey: 'accountDevices',
    guards: ['auth'],
    messages: ['security'],
  },
  {
    id: 'account-api-keys',
    path: 'account/api-keys',
    file: 'routes/account-api-keys.tsx',
    layout: 'main',
    pageKey: 'apiKeys',
    guards: ['auth'],
    messages: ['apiKeys'],
  },
  {
    id: 'account-alerts',
    path: 'account/alerts',
    file: 'routes/account-alerts.tsx',
    layout: 'main',
    pageKey: 'account',
    guards: ['auth'],
    messages: ['alerts'],
  },
  {
    id: 'notifications',
    path: 'notifications',
    file: 'routes/notifications.tsx',
    layout: 'main',
    pageKey: 'account',
    guards: ['auth'],
    messages: ['notificationsPage'],
  },
  {
    id: 'kyc',
    path: 'account/verification',
    file: 'routes/account-verification.tsx',
    layout: 'main',
    pageKey: 'verification',
    guards: ['auth'],
    messages: ['verification'],
  },
  {
    id: 'forgot-password',
    path: 'forgot-password',
    file: 'routes/forgot-password.tsx',
    layout: 'empty',
    pageKey: 'forgotPassword',
    noreturn: true,
    messages: ['security'],
  },
  {
    id: 'futures',
    path: 'futures',
    file: 'routes/futures.tsx',
    layout: 'main',
    pageKey: 'products.futures',
    guards: ['futures-redirect'],
  },
  {
    id: 'futures-trade',
    path: 'futures/:symbol',
    file: 'routes/futures-trade.tsx',
    layout: 'terminal',
    pageKey: 'products.futures',
    messages: ['futures', 'futuresAccount', 'futuresForm', 'trade', 'terminal', 'timeZone', 'alerts'],
  },
  {
    id: 'markets',
    path: 'markets',
    file: 'routes/markets.tsx',
    layout: 'main',
    pageKey: 'markets',
    messages: ['futures', 'marketList'],
  },
  {
    id: 'trade',
    path: 'trade',
    file: 'routes/trade-default.tsx',
    layout: 'terminal',
    pageKey: 'trade',
    messages: ['futures', 'trade', 'terminal', 'timeZone', 'alerts'],
  },
  {
    id: 'trade-pair',
    path: 'trade/:symbol',
    file: 'routes/trade.tsx',
    layout: 'terminal',
    pageKey: 'trade',
    messages: ['futures', 'trade', 'terminal', 'timeZone', 'alerts'],
  },
  {
    id: 'wallet',
    path: 'wallet',
    file: 'routes/wallet.tsx',
    layout: 'main',
    pageKey: 'wallet',
    guards: ['auth'],
    messages: ['trade', 'wallet'],
  },
  { id: 'earn', path: 'earn', file: 'routes/earn.tsx', layout: 'main', pageKey: 'earn', messages: ['earn'] },
  {
    id: 'sharkfin',
    path: 'earn/sharkfin',
    file: 'routes/earn-sharkfin.tsx',
    layout: 'main',
    pageKey: 'sharkfin',
    messages: ['earn', 'timeZone'],
  },
  {
    id: 'earn-positions',
    path: 'earn/positions',
    file: 'routes/earn-positions.tsx',
    layout: 'main',
    pageKey: 'earnPositions',
    guards: ['auth'],
    messages: ['earn'],
  },
  {
    id: 'earn-product',
    path: 'earn/:productId',
    file: 'routes/earn-product.tsx',
    layout: 'main',
    pageKey: 'earnProduct',
    // The account session (available balance) reaches the order API's failure texts.
    messages: ['earn', 'trade', 'timeZone'],
  },
  comingSoon('p2p', 'p2p'),
  comingSoon('otc', 'otc'),
  {
    id: 'grid',
    path: 'grid-trading',
    file: 'routes/grid-trading.tsx',
    layout: 'main',
    pageKey: 'products.grid',
    // The account session (available quote balance) reaches the order API's failure texts.
    messages: ['grid', 'trade'],
  },
  comingSoon('copy', 'copy-trading'),
  {
    id: 'tasks',
    path: 'task-center',
    file: 'routes/task-center.tsx',
    layout: 'main',
    pageKey: 'products.tasks',
    messages: ['tasks'],
  },
  { id: 'help', path: 'help', file: 'routes/help.tsx', layout: 'main', pageKey: 'help', messages: ['help'] },
  {
    id: 'help-contact',
    path: 'help/contact',
    file: 'routes/help-contact.tsx',
    layout: 'main',
    pageKey: 'help',
    messages: ['help'],
  },
  {
    id: 'help-article',
    path: 'help/:slug',
    file: 'routes/help-article.tsx',
    layout: 'main',
    pageKey: 'help',
    messages: ['help'],
    scrollToTop: true,
  },
];

export function assertValidScreens(list: readonly Screen[]): void {
  const ids = new Set<string>();
  for (const screen of list) {
    if (ids.has(screen.id)) throw new Error(`Route list: the screen id "${screen.id}" is used twice`);
    ids.add(screen.id);
    for (const guard of screen.guards ?? []) {
      if (!(guardNames as readonly string[]).includes(guard)) {
        throw new Error(
          `Route list: screen "${screen.id}" names an unknown guard "${guard}" (known: ${guardNames.join(', ')})`,
        );
      }
    }
  }
}

assertValidScreens(screens);

const screensById = new Map(screens.map((screen) => [screen.id, screen]));

/** Route ids carry the locale: `home___ja_JP`, and `home___en_US___default` for the unprefixed route. */
export function routeId(screenId: string, locale: string, isDefault: boolean): string {
  return `${screenId}___${locale}${isDefault ? '___default' : ''}`;
}

export function screenOfRouteId(id: string): Screen | undefined {
  return screensById.get(id.split('___')[0] ?? '');
}
