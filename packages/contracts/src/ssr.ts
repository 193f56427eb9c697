/** A spot and a futures value of the same setting. */
export interface SpotAndFutures {
  spot: string;
  futures: string;
}

/** Settings the server hands the web app; everything here may reach the browser. */
export interface PublicConfig {
  /** The public origin, for absolute URLs (canonical, hreflang, Open Graph). */
  publicUrl: string;
  /** An external help centre's origin (articles under /hc/{lang}/...); absent: the in-product /help pages. */
  helpCenterUrl?: string;
  /** Locales whose footer shows a community chat link instead of the support request form. */
  chatGroupLinks: Partial<Record<string, string>>;
  /** Sentry DSN (a public key by design); unset: the browser posts its errors to the platform instead. */
  sentryDsn?: string;
  /** Share of browser page loads and navigations traced (0..1), with sentryDsn only. */
  sentryTracesSampleRate?: number;
  /** The release errors are reported under (SENTRY_RELEASE, else vela@<package version>). */
  release: string;
  /** GA4 measurement id (GA_MEASUREMENT_ID): with the global config's Data_Report_Switch, gtag reports futures views. */
  gaMeasurementId?: string;
  /**
   * Base URLs of the spot and futures APIs (SPOT_API_URL, FUTURES_API_URL): the global state's
   * fast-API URLs, which the request helper reads. Unset variables give the page's own origin
   * ('' for spot, '/futuresapi' for futures).
   */
  fastApiUrls: SpotAndFutures;
  /** The feed's WebSocket URLs (SPOT_WS_URL, FUTURES_WS_URL; unset: PUBLIC_URL's ws(s) origin + /ws/spot, /ws/futures). */
  websocketUrls: SpotAndFutures;
}

/**
 * What the server hands the web app's loaders while rendering. `apiFetch` performs an HTTP
 * request against the platform's own API (in-process when the web app is mounted in the same
 * server), so loaders use the same calls a browser would.
 */
export interface SsrLoadContext {
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
  publicConfig: PublicConfig;
  /** This response's Content-Security-Policy nonce: every inline script and style of the document carries it. */
  cspNonce?: string;
  /**
   * The production build's stylesheets by the path the page would request (`/assets/x.css`): the
   * document carries them inline. Absent in development, where Vite serves the styles.
   */
  inlineStylesheets?: ReadonlyMap<string, string>;
}
