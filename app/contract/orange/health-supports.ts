import * as z from "zod";
import { dateTimeSchema, idSchema } from "../common";
import { defineCall } from "../define";

const healthSupportSummarySchema = z.object({
	id: z.int().positive(),
	title: z.string(),
	summary: z.string(),
	publishedAt: dateTimeSchema,
	imageUrl: z.url({ protocol: /^https$/ }).nullable(),
});

const healthSupportSchema = healthSupportSummarySchema.extend({
	/** HTML written by the insurer's editors: untrusted, sanitise before rendering. */
	body: z.string(),
});
export type HealthSupport = z.output<typeof healthSupportSchema>;

const healthSupportListSchema = z.object({ items: z.array(healthSupportSummarySchema) });

export const listHealthSupports = defineCall({
	api: "orange",
	method: "GET",
	path: "/health_supports",
	auth: "bearer",
	/** The member's insurer record (home's `kenpo_user`); the signed-in member's own when absent. */
	query: z.object({ kenpoUserId: idSchema.optional() }),
	response: healthSupportListSchema,
	successStatus: 200,
});

export const getHealthSupport = defineCall({
	api: "orange",
	method: "GET",
	path: "/health_supports/:id",
	auth: "bearer",
	params: z.object({ id: idSchema }),
	response: healthSupportSchema,
	successStatus: 200,
});
