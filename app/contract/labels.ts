import { PRODUCT_NAME } from "./brand";
import { valuesOf } from "./enumeration";

/* The contract's enumerations and Japanese labels, zod-free so screens pay only for the strings. */

// In a module of their own: the news list (home page, /news) needs these labels only, and a page
// loads every label of a module it imports from (docs/decisions/068-first-load-our-code.md).
export { NEWS_LINK_TYPE_LABELS, NEWS_LINK_TYPES, type NewsLinkType } from "./news-link-types";

/** This product's key for the first enquiry subject, `{product}` in the brief (decision 006). */
const PRODUCT_CONTACT_SUBJECT = "health_navi";
export const CONTACT_SUBJECT_LABELS = {
	[PRODUCT_CONTACT_SUBJECT]: `${PRODUCT_NAME}について`,
	account: "アカウント・ログインについて",
	health_support: "健康サポートについて",
	other: "その他",
};
export type ContactSubject = keyof typeof CONTACT_SUBJECT_LABELS;
export const CONTACT_SUBJECTS = valuesOf(CONTACT_SUBJECT_LABELS);

export const ACTION_STATUS_LABELS = {
	first: "初回面談待ち",
	before: "実施前",
	waiting: "受付待ち",
	unreported: "未報告",
	reported: "報告済み",
	done: "完了",
};
export type ActionStatus = keyof typeof ACTION_STATUS_LABELS;
export const ACTION_STATUSES = valuesOf(ACTION_STATUS_LABELS);

export const ACTION_TYPE_LABELS = {
	first: "初回面談",
	middle: "中間評価",
	last: "最終評価",
	continuation: "継続支援",
	middle_tentative: "中間評価（予定）",
	last_tentative: "最終評価（予定）",
	continuation_tentative: "継続支援（予定）",
};
export const ACTION_TYPES = valuesOf(ACTION_TYPE_LABELS);

export const FREQUENCY_LABELS = {
	one_day: "週1日",
	two_days: "週2日",
	three_days: "週3日",
	four_days: "週4日",
	five_days: "週5日",
	six_days: "週6日",
	everyday: "毎日",
};
export const FREQUENCIES = valuesOf(FREQUENCY_LABELS);

export const COMMITMENT_LABELS = {
	success: "できた",
	often: "ときどきできた",
	none: "できなかった",
	on_target: "目標どおりできた",
	on_regular_basis: "定期的にできた",
	failed_on_target: "目標には届かなかった",
	nothing: "取り組まなかった",
};
export type Commitment = keyof typeof COMMITMENT_LABELS;
export const COMMITMENTS = valuesOf(COMMITMENT_LABELS);

export const RECIPE_SETTING_TYPE_LABELS = {
	diet: "ダイエット",
	blood_pressure: "血圧が気になる方",
	cholesterol: "コレステロールが気になる方",
	blood_glucose: "血糖値が気になる方",
	neutral_fat: "中性脂肪が気になる方",
	menopause: "更年期が気になる方",
	none: "配信しない",
	expired: "配信期間終了",
};
type RecipeSettingType = keyof typeof RECIPE_SETTING_TYPE_LABELS;
export const RECIPE_SETTING_TYPES = valuesOf(RECIPE_SETTING_TYPE_LABELS);
/** `expired` is a state the server reports, never a choice a member makes. */
export type SelectableRecipeSettingType = Exclude<RecipeSettingType, "expired">;
export const SELECTABLE_RECIPE_SETTING_TYPES = RECIPE_SETTING_TYPES.filter(
	(type): type is SelectableRecipeSettingType => type !== "expired",
);

export const SPECIFIC_HEALTH_GUIDANCE_PERIODS = [3, 4] as const;
type SpecificHealthGuidancePeriod = (typeof SPECIFIC_HEALTH_GUIDANCE_PERIODS)[number];
export const SPECIFIC_HEALTH_GUIDANCE_PERIOD_LABELS = Object.fromEntries(
	SPECIFIC_HEALTH_GUIDANCE_PERIODS.map((period) => [period, `第${period}期`]),
) as Readonly<Record<SpecificHealthGuidancePeriod, string>>;

/* Contact-detail (lime) payload choices, docs/contract.md. */
export const ADDRESS_TYPE_LABELS = {
	home: "自宅",
	work_place: "勤務先",
};
export const ADDRESS_TYPES = valuesOf(ADDRESS_TYPE_LABELS);

export const PHONE_TYPE_LABELS = {
	mobile: "携帯電話",
	home: "自宅",
	work_place: "勤務先",
};
export const PHONE_TYPES = valuesOf(PHONE_TYPE_LABELS);
