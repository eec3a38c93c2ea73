import * as z from "zod";

/** The consent check box's name on every form that asks for one; its value when ticked. */
export const CONSENT_FIELD = "consent";
const TICKED = "on";

/** A box that must be ticked: unticked, the form says `missing` next to it and keeps everything typed. */
export function consentField(missing: string) {
	return z.literal(TICKED, { error: missing });
}

/** Drops the box from what the API is sent: consent is the member's word to us, not part of the payload. */
export function withoutConsent<T extends object>(values: T): Omit<T, typeof CONSENT_FIELD> {
	const { [CONSENT_FIELD]: _, ...rest } = values as T & { [CONSENT_FIELD]?: unknown };
	return rest;
}
