import * as z from "zod";
import { dateSchema, tokenSchema } from "../common";
import { defineCall } from "../define";

/** Entry check of the contact-detail link: 204 when usable, 410 when invalid or expired (docs/status-rules.md). */
export const checkUrlToken = defineCall({
	api: "lime",
	method: "GET",
	path: "/users/:urlToken/check",
	auth: "none",
	params: z.object({ urlToken: tokenSchema }),
	successStatus: 204,
});

/** docs/contract.md: every field required. Shape only; a mismatch with the insurer's records is a 400. */
const authenticateSchema = z.object({
	urlToken: tokenSchema,
	birthDate: dateSchema,
	nameKana: z.string().min(1),
	kigou: z.string().min(1),
	number: z.string().min(1),
});

const authenticateResponseSchema = z.object({
	/** Bearer token for the other contact-detail calls; valid for this URL token only. */
	accessToken: z.string().min(1),
});

export const authenticate = defineCall({
	api: "lime",
	method: "POST",
	path: "/users/authenticate",
	auth: "none",
	body: authenticateSchema,
	response: authenticateResponseSchema,
	successStatus: 200,
	issuesCredential: true,
});
