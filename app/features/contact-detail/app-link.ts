/** Where 「アプリに戻る」 goes for a link opened from the app: its own URL scheme (docs/decisions/042-lime-app-return.md). */
export const APP_RETURN_URL = "miraihealthnavi://contact_detail/completed";
