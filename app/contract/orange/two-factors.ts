import * as z from "zod";
import { defineCall } from "../define";
import { GUID_HEADER, PIN_CODE_HEADER } from "../error-codes";

const verifyTwoFactorSchema = z.object({ pinCode: z.string() });

/** The trusted-browser pair to store and send back as `x-pin-code` / `x-guid` (docs/status-rules.md). */
const trustedBrowserHeadersSchema = z.object({
	[PIN_CODE_HEADER]: z.string().min(1),
	[GUID_HEADER]: z.string().min(1),
});

/**
 * Wrong codes after which the API refuses the current one until a new one is sent (docs/contract.md:
 * its 400 does not say how many are left, so the portal counts them against this figure).
 */
export const PIN_TRIES = 5;

/** 200 without a body, the trusted-browser pair in its headers; 400 for a wrong code. */
export const verifyTwoFactor = defineCall({
	api: "orange",
	method: "POST",
	path: "/two_factors",
	auth: "bearer",
	body: verifyTwoFactorSchema,
	responseHeaders: trustedBrowserHeadersSchema,
	successStatus: 200,
});

const trustedBrowserCountSchema = z.object({ countTrustedBrowsers: z.int().nonnegative() });

export const countTrustedBrowsers = defineCall({
	api: "orange",
	method: "GET",
	path: "/two_factors/count_trusted_browsers",
	auth: "bearer",
	response: trustedBrowserCountSchema,
	successStatus: 200,
});

/** Forgets every trusted browser of the member, this one included. */
export const deleteTrustedBrowsers = defineCall({
	api: "orange",
	method: "DELETE",
	path: "/two_factors/delete_trusted_browsers",
	auth: "bearer",
	successStatus: 204,
});

/** 429 when a code was sent less than 30 seconds ago (either channel). */
export const sendPinCodeEmail = defineCall({
	api: "orange",
	method: "POST",
	path: "/two_factors/send_pin_code_email",
	auth: "bearer",
	successStatus: 204,
});

/** As the e-mail variant; 422 when the member has no mobile phone number. */
export const sendPinCodeSms = defineCall({
	api: "orange",
	method: "POST",
	path: "/two_factors/send_pin_code_sms",
	auth: "bearer",
	successStatus: 204,
});
