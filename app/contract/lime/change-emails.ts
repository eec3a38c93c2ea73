import * as z from "zod";
import { tokenSchema } from "../common";
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
});
export type EmailChangeResult = z.output<typeof emailChangeResultSchema>;

/** The confirmation mail's link, which applies the change: a single-use GET. 404 unknown, 410 used or expired. */
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
