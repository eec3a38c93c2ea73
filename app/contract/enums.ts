import * as z from "zod";
import {
	ACTION_STATUSES,
	ACTION_TYPES,
	ADDRESS_TYPES,
	COMMITMENTS,
	CONTACT_SUBJECTS,
	FREQUENCIES,
	NEWS_LINK_TYPES,
	PHONE_TYPES,
	RECIPE_SETTING_TYPES,
	SELECTABLE_RECIPE_SETTING_TYPES,
	SPECIFIC_HEALTH_GUIDANCE_PERIODS,
} from "./labels";

/* Wire schemas of the enumerations (docs/contract.md), built from the tuples in ./labels.ts. */
export const newsLinkTypeSchema = z.enum(NEWS_LINK_TYPES);
export const contactSubjectSchema = z.enum(CONTACT_SUBJECTS);
export const actionStatusSchema = z.enum(ACTION_STATUSES);
export const actionTypeSchema = z.enum(ACTION_TYPES);
export const frequencySchema = z.enum(FREQUENCIES);
export const commitmentSchema = z.enum(COMMITMENTS);
export const recipeSettingTypeSchema = z.enum(RECIPE_SETTING_TYPES);
export const selectableRecipeSettingTypeSchema = z.enum(SELECTABLE_RECIPE_SETTING_TYPES);
export const specificHealthGuidancePeriodSchema = z.literal(SPECIFIC_HEALTH_GUIDANCE_PERIODS);
export const addressTypeSchema = z.enum(ADDRESS_TYPES);
export const phoneTypeSchema = z.enum(PHONE_TYPES);
