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

/** docs/session.md sign-out: the pin code and its time go; the guid stays (cleared separately). */
export function forgetPinCode(cookies: RequestCookies): void {
	const trusted = cookies.trustedBrowser.value;
	if (trusted) cookies.trustedBrowser.set({ sub: trusted.sub, guid: trusted.guid });
}

/** The separate function of docs/session.md that clears the guid. */
export function forgetGuid(cookies: RequestCookies): void {
	const trusted = cookies.trustedBrowser.value;
	if (trusted) cookies.trustedBrowser.set({ sub: trusted.sub, pinCode: trusted.pinCode, pinCodeAt: trusted.pinCodeAt });
}
