import * as z from "zod";
import { dateSchema, dateTimeSchema } from "../common";
import { defineCall } from "../define";
import { contactSubjectSchema } from "../enums";

/** The enquiry as received: its reference number for the completion screen. */
const contactReceiptSchema = z.object({
	id: z.int().positive(),
	receivedAt: dateTimeSchema,
});
export type ContactReceipt = z.output<typeof contactReceiptSchema>;

/** A signed-in member's enquiry: who they are is known from the token. */
export const contactSchema = z.object({
	subject: contactSubjectSchema,
	body: z.string(),
});
export type ContactPayload = z.input<typeof contactSchema>;

export const createContact = defineCall({
	api: "orange",
	method: "POST",
	path: "/contact",
	auth: "bearer",
	body: contactSchema,
	response: contactReceiptSchema,
	successStatus: 201,
});

/** An anonymous enquiry: the sender identifies themselves; card details help find the member. */
export const publicContactSchema = contactSchema.extend({
	name: z.string(),
	nameKana: z.string(),
	email: z.string(),
	kigou: z.string().optional(),
	number: z.string().optional(),
	birthDate: dateSchema.optional(),
});
export type PublicContactPayload = z.input<typeof publicContactSchema>;

export const createPublicContact = defineCall({
	api: "orange",
	method: "POST",
	path: "/public/contact",
	auth: "none",
	body: publicContactSchema,
	response: contactReceiptSchema,
	successStatus: 201,
});
