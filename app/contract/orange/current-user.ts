import * as z from "zod";
import { absentAsNull, dateSchema, dateTimeSchema } from "../common";
import { defineCall } from "../define";
import {
	actionStatusSchema,
	actionTypeSchema,
	recipeSettingTypeSchema,
	specificHealthGuidancePeriodSchema,
} from "../enums";

/** Loaded for every member page: only `id` is required, every other field reads as null when absent (docs/contract.md). */
const currentUserSchema = z.object({
	id: z.int().positive(),
	name: absentAsNull(z.string()),
	nameKana: absentAsNull(z.string()),
	email: absentAsNull(z.string()),
	/** Only its presence matters to screens: it selects SMS two-factor (docs/routes.md). */
	mobilePhoneNumber: absentAsNull(z.string()),
	feature: z
		.object({
			/** Off: the member must change the password after two-factor (docs/status-rules.md); unknown when absent. */
			securePassword: absentAsNull(z.boolean()),
		})
		.nullish()
		.transform((feature) => ({ securePassword: feature?.securePassword ?? null })),
});
export type CurrentUser = z.output<typeof currentUserSchema>;

export const getCurrentUser = defineCall({
	api: "orange",
	method: "GET",
	path: "/current_user",
	auth: "bearer",
	response: currentUserSchema,
	successStatus: 200,
});

export const addressSchema = z.object({
	/** `NNN-NNNN`. */
	postalCode: z.string().regex(/^\d{3}-\d{4}$/),
	prefecture: z.string(),
	city: z.string(),
	street: z.string(),
	building: z.string().nullable(),
});

export const recipeSettingSchema = z.object({
	type: recipeSettingTypeSchema,
	/** When the member last chose; null when never chosen. */
	updatedAt: dateTimeSchema.nullable(),
	/** Last day of delivery for the chosen type; null for `none`. */
	expiresOn: dateSchema.nullable(),
});
export type RecipeSetting = z.output<typeof recipeSettingSchema>;

const guidanceActionSchema = z.object({
	id: z.int().positive(),
	type: actionTypeSchema,
	status: actionStatusSchema,
	/** Planned date; null while not yet scheduled. */
	scheduledOn: dateSchema.nullable(),
	/** Date the action was completed or reported; null before that. */
	completedOn: dateSchema.nullable(),
});
export type GuidanceAction = z.output<typeof guidanceActionSchema>;

const specificHealthGuidanceSchema = z.object({
	/** Which period (第3期 / 第4期) of the national programme the guidance follows. */
	period: specificHealthGuidancePeriodSchema,
	startedOn: dateSchema,
	endsOn: dateSchema,
	/** In programme order. */
	actions: z.array(guidanceActionSchema),
});
export type SpecificHealthGuidance = z.output<typeof specificHealthGuidanceSchema>;

/** One point of a weekly chart: the week's first day and its value; null for a week without records. */
const seriesPointSchema = z.object({
	date: dateSchema,
	value: z.number().nonnegative().nullable(),
});
export type SeriesPoint = z.output<typeof seriesPointSchema>;

/** Loaded for every member page like the current user: nothing but `id` may break them all. */
const currentUserDetailSchema = z.object({
	id: z.int().positive(),
	/** The member's record at the insurer; what `kenpo_user` / `kenpoUserId` refer to. */
	kenpoUserId: absentAsNull(z.int().positive()),
	/** 記号 and 番号 of the insurance card. */
	kigou: absentAsNull(z.string()),
	number: absentAsNull(z.string()),
	birthDate: absentAsNull(dateSchema),
	address: absentAsNull(addressSchema),
	phoneNumber: absentAsNull(z.string()),
	recipeSetting: absentAsNull(recipeSettingSchema),
	/** Null when the member is not in a specific health guidance programme. */
	specificHealthGuidance: absentAsNull(specificHealthGuidanceSchema),
	/** Weekly average body weight in kg, oldest first; no weeks when absent. */
	weightSeries: z.array(seriesPointSchema).default([]),
	/** Weekly average steps per day, oldest first; no weeks when absent. */
	stepSeries: z.array(seriesPointSchema).default([]),
});
export type CurrentUserDetail = z.output<typeof currentUserDetailSchema>;

export const getCurrentUserDetail = defineCall({
	api: "orange",
	method: "GET",
	path: "/current_user/detail",
	auth: "bearer",
	response: currentUserDetailSchema,
	successStatus: 200,
});
