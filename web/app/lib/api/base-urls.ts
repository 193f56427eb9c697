/** Base URLs are configuration so the client can point at another platform (same origin by default). */
export interface ApiBaseUrls {
  spot: string;
  futures: string;
}
