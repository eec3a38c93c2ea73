/* Server error codes (docs/status-rules.md), zod-free so the error screens can import them. */
export const ERROR_CODES = ["401-001", "401-002", "401-003", "403-001", "403-002"] as const;

/** 401: no valid access token. */
export const UNAUTHENTICATED = "401-001";
/** 401: two-factor authentication has not been completed on this browser: go to the two-factor page. */
export const TWO_FACTOR_REQUIRED = "401-002";
/** The API's words for 401-002 (the proxy answers them itself to a member who owes two-factor). */
export const TWO_FACTOR_REQUIRED_MESSAGE = "二段階認証が完了していません";
/** 401: the sign-in is no longer accepted: sign out and sign in again with the `unauthorized` flag. */
export const REAUTHENTICATION_REQUIRED = "401-003";
/** 403: the password must be changed first: go to the forced password change. */
export const PASSWORD_CHANGE_REQUIRED = "403-002";

/** Trusted-browser headers: sent on every orange call, returned by POST /two_factors (docs/contract.md). */
export const PIN_CODE_HEADER = "x-pin-code";
export const GUID_HEADER = "x-guid";
