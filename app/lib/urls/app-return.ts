/*
 * The mobile app's own URL scheme: the app closes its web view on these and refreshes what changed
 * (docs/decisions/042-lime-app-return.md, 146-webview-pages-end-in-the-app.md).
 */

/** After the e-mailed contact-detail flow: the app reloads the member's contact details. */
export const CONTACT_DETAIL_DONE_URL = "miraihealthnavi://contact_detail/completed";

/** From any page the app shows in its web view (a questionnaire, an app manual, their errors). */
export const WEBVIEW_CLOSE_URL = "miraihealthnavi://webview/close";
