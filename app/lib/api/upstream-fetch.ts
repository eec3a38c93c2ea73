/** How the server reaches the API and IdP: `fetch`, or the in-process mock in the default env. */
export type UpstreamFetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
