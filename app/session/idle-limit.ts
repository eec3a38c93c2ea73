/** A sign-in on a browser the member did not trust ends after this many minutes without a request (decision 135). */
export const IDLE_LIMIT_MINUTES = 30;
