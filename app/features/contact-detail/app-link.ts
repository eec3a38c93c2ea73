/**
 * Where 「アプリに戻る」 goes when the link was opened from the mobile app
 * (`returnToApp`): the app's own URL scheme, which the app registers and
 * handles by closing the browser and refreshing the member's data. No
 * third-party host is involved. See docs/decisions/042-lime-app-return.md.
 */
export const APP_RETURN_URL = "miraihealthnavi://contact_detail/completed";
