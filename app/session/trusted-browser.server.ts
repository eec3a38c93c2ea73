import type { RequestCookies } from "./cookies.server";
import { isPinCodeExpired } from "./pin-code";

/** Drops trust issued to another member, and a pin code past its 14 calendar days. */
export function bindTrustedBrowser(cookies: RequestCookies): void {
	const trusted = cookies.trustedBrowser.value;
	if (!trusted) return;
	const sub = cookies.session.value?.profile.sub;
	if (sub && trusted.sub !== sub) {
		cookies.trustedBrowser.set({ sub });
		return;
	}
	if (trusted.pinCodeAt !== undefined && isPinCodeExpired(trusted.pinCodeAt)) {
		cookies.trustedBrowser.set({ sub: trusted.sub, guid: trusted.guid });
	}
}

/** Sign-out (docs/session.md): the pin code and its time go; the guid stays. */
export function forgetPinCode(cookies: RequestCookies): void {
	const trusted = cookies.trustedBrowser.value;
	if (trusted) cookies.trustedBrowser.set({ sub: trusted.sub, guid: trusted.guid });
}
