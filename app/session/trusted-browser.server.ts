import type { RequestCookies } from "./cookies.server";
import { isPinCodeExpired } from "./pin-code";

/** Drops trust issued to another member, a pin code past its 14 calendar days, and one kept for an ended sign-in. */
export function bindTrustedBrowser(cookies: RequestCookies): void {
	const trusted = cookies.trustedBrowser.value;
	if (!trusted) return;
	const sub = cookies.session.value?.profile.sub;
	if (sub && trusted.sub !== sub) {
		cookies.trustedBrowser.set({ sub });
		return;
	}
	const outlived = trusted.onlyFor !== undefined && trusted.onlyFor !== cookies.session.value?.sid;
	if (outlived || (trusted.pinCodeAt !== undefined && isPinCodeExpired(trusted.pinCodeAt))) {
		cookies.trustedBrowser.set({ sub: trusted.sub, guid: trusted.guid });
	}
}

/** Whether the signed-in member trusted this browser at two-factor, and that trust still holds. */
export function isTrustedBrowser(cookies: RequestCookies, now: number = Date.now()): boolean {
	const trusted = cookies.trustedBrowser.value;
	const sub = cookies.session.value?.profile.sub;
	return Boolean(
		trusted?.pinCode &&
			trusted.onlyFor === undefined &&
			sub !== undefined &&
			trusted.sub === sub &&
			trusted.pinCodeAt !== undefined &&
			!isPinCodeExpired(trusted.pinCodeAt, now),
	);
}

/**
 * A correct PIN's proof, which every later API call carries: kept past this sign-in only when the
 * member trusts the browser, else bound to the sign-in's id (docs/decisions/135-shared-phones.md).
 */
export function keepPinCode(
	cookies: RequestCookies,
	{ sub, pinCode, guid, trusted }: { sub: string; pinCode: string; guid: string; trusted: boolean },
	now = Date.now(),
): void {
	const onlyFor = trusted ? undefined : (cookies.session.value?.sid ?? "");
	cookies.trustedBrowser.set({ sub, pinCode, pinCodeAt: now, guid, ...(onlyFor === undefined ? {} : { onlyFor }) });
}

/** Sign-out (docs/session.md): the pin code and its time go; the guid stays. */
export function forgetPinCode(cookies: RequestCookies): void {
	const trusted = cookies.trustedBrowser.value;
	if (trusted) cookies.trustedBrowser.set({ sub: trusted.sub, guid: trusted.guid });
}
