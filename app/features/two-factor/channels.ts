import { redirect } from "react-router";
import type { CurrentUser } from "#app/contract/orange/current-user";
import { pageUrl } from "#app/lib/urls/page-url";
import { pageNotFound } from "#app/lib/urls/params";
import { maskEmail, maskPhoneNumber } from "./pin-destination";

/** Where a code goes: the page's words for it, and the API call that sends it. */
export const CHANNELS = {
	sms: { name: "SMS", destination: "携帯電話番号", send: "sendPinCodeSms" },
	email: { name: "メール", destination: "メールアドレス", send: "sendPinCodeEmail" },
} as const;
export type Channel = keyof typeof CHANNELS;

export function channelOf(params: { channel?: string }, request: Request): Channel {
	if (params.channel === "sms" || params.channel === "email") return params.channel;
	return pageNotFound(request);
}

/** docs/routes.md: SMS when the member has a mobile number, e-mail otherwise; the wrong one redirects. */
export function requireRightChannel(channel: Channel, hasMobile: boolean, request: Request) {
	const right: Channel = hasMobile ? "sms" : "email";
	if (channel !== right) {
		throw redirect(`/two_factor_authentication/${right}${pageUrl(request).search}`);
	}
}

/** The masked number or address; null when the API did not say (the page then names only the kind). */
export function maskedDestination(currentUser: CurrentUser): string | null {
	if (currentUser.mobilePhoneNumber) return maskPhoneNumber(currentUser.mobilePhoneNumber);
	return currentUser.email ? maskEmail(currentUser.email) : null;
}
