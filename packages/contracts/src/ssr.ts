/**
 * What the server hands the web app's loaders while rendering a document. `apiFetch` performs an
 * HTTP request against the platform's own API (in-process when the web app is mounted in the same
 * server), so loaders use the same calls a browser would.
 */
export interface SsrLoadContext {
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
}
