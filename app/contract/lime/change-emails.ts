import * as z from "zod";
import { absentAsNull, tokenSchema } from "../common";
import { defineCall } from "../define";

const requestEmailChangeSchema = z.object({
	email: z.string().min(1),
	urlToken: tokenSchema,
});

/** Sends a confirmation link to the new address; 422 with `errors` when the address is unusable. */
export const requestEmailChange = defineCall({
	api: "lime",
	method: "POST",
	path: "/change_emails",
	auth: "bearer",
	body: requestEmailChangeSchema,
	successStatus: 204,
});

const emailChangeResultSchema = z.object({
	urlToken: tokenSchema,
	/** Whether contact details were already sent through this link. */
	contactDetailReceived: z.boolean(),
	/** Whether the flow started in the mobile app, which the completion screen returns to. */
	returnToApp: z.boolean(),
	/** The new address, now on file (the completion screen names it); null when the API leaves it out. */
	email: absentAsNull(z.string()),
	/** The link had been applied before: nothing changed now, the change stands (docs/contract.md). */
	alreadyApplied: z.boolean().optional().default(false),
});
export type EmailChangeResult = z.output<typeof emailChangeResultSchema>;

/**
 * The link in the confirmation e-mail; applies the change (a GET that changes state). Opened again
 * after it was applied, it answers the same result with `alreadyApplied` and changes nothing. 404
 * unknown (a link replaced by a newer request is no longer known), 410 the contact-detail link expired.
 */
export const confirmEmailChange = defineCall({
	api: "lime",
	method: "GET",
	path: "/change_emails/:changeEmailToken/change",
	changesState: true,
	auth: "none",
	params: z.object({ changeEmailToken: tokenSchema }),
	query: z.object({ urlToken: tokenSchema }),
	response: emailChangeResultSchema,
	successStatus: 200,
});

/**
 * Reads a confirmation link without applying it, so its page can say at once whether the change is
 * still to be made, already made (`alreadyApplied`, the same answer as the change's), or the link is
 * unusable (404 unknown or replaced, 410 the contact-detail link expired): docs/contract.md.
 */
export const checkEmailChange = defineCall({
	api: "lime",
	method: "GET",
	path: "/change_emails/:changeEmailToken/check",
	auth: "none",
	params: z.object({ changeEmailToken: tokenSchema }),
	query: z.object({ urlToken: tokenSchema }),
	response: emailChangeResultSchema,
	successStatus: 200,
});
