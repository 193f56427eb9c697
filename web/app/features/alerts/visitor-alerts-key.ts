/** A visitor's price alerts (JSON), kept until they sign in and join the account (zod-free: read on first load). */
export const VISITOR_ALERTS_KEY = 'vela_price_alerts';
