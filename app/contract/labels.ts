import { PRODUCT_NAME } from "./brand";

/* The contract's enumerations and Japanese labels, zod-free so screens pay only for the strings. */

// In a module of their own: the news list (home page, /news) needs these labels only, and a page
// loads every label of a module it imports from (docs/decisions/068-first-load-our-code.md).
export { NEWS_LINK_TYPE_LABELS, NEWS_LINK_TYPES, type NewsLinkType } from "./news-link-types";

/** This product's key for the first enquiry subject, `{product}` in the brief (decision 006). */
const PRODUCT_CONTACT_SUBJECT = "health_navi";
export const CONTACT_SUBJECTS = [PRODUCT_CONTACT_SUBJECT, "account", "health_support", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const CONTACT_SUBJECT_LABELS: Readonly<Record<ContactSubject, string>> = {
	[PRODUCT_CONTACT_SUBJECT]: `${PRODUCT_NAME}について`,
	account: "アカウント・ログインについて",
	health_support: "健康サポートについて",
	other: "その他",
};

export const ACTION_STATUSES = ["first", "before", "waiting", "unreported", "reported", "done"] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];
export const ACTION_STATUS_LABELS: Readonly<Record<ActionStatus, string>> = {
	first: "初回面談待ち",
	before: "実施前",
	waiting: "受付待ち",
	unreported: "未報告",
	reported: "報告済み",
	done: "完了",
};

export const ACTION_TYPES = [
	"first",
	"middle",
	"last",
	"continuation",
	"middle_tentative",
	"last_tentative",
	"continuation_tentative",
] as const;
type ActionType = (typeof ACTION_TYPES)[number];
export const ACTION_TYPE_LABELS: Readonly<Record<ActionType, string>> = {
	first: "初回面談",
	middle: "中間評価",
	last: "最終評価",
	continuation: "継続支援",
	middle_tentative: "中間評価（予定）",
	last_tentative: "最終評価（予定）",
	continuation_tentative: "継続支援（予定）",
};

export const FREQUENCIES = [
	"one_day",
	"two_days",
	"three_days",
	"four_days",
	"five_days",
	"six_days",
	"everyday",
] as const;
type Frequency = (typeof FREQUENCIES)[number];
export const FREQUENCY_LABELS: Readonly<Record<Frequency, string>> = {
	one_day: "週1日",
	two_days: "週2日",
	three_days: "週3日",
	four_days: "週4日",
	five_days: "週5日",
	six_days: "週6日",
	everyday: "毎日",
};

export const COMMITMENTS = [
	"success",
	"often",
	"none",
	"on_target",
	"on_regular_basis",
	"failed_on_target",
	"nothing",
] as const;
export type Commitment = (typeof COMMITMENTS)[number];
export const COMMITMENT_LABELS: Readonly<Record<Commitment, string>> = {
	success: "できた",
	often: "ときどきできた",
	none: "できなかった",
	on_target: "目標どおりできた",
	on_regular_basis: "定期的にできた",
	failed_on_target: "目標には届かなかった",
	nothing: "取り組まなかった",
};

export const RECIPE_SETTING_TYPES = [
	"diet",
	"blood_pressure",
	"cholesterol",
	"blood_glucose",
	"neutral_fat",
	"menopause",
	"none",
	"expired",
] as const;
type RecipeSettingType = (typeof RECIPE_SETTING_TYPES)[number];
/** `expired` is a state the server reports, never a choice a member makes. */
export const SELECTABLE_RECIPE_SETTING_TYPES = [
	"diet",
	"blood_pressure",
	"cholesterol",
	"blood_glucose",
	"neutral_fat",
	"menopause",
	"none",
] as const satisfies readonly RecipeSettingType[];
export type SelectableRecipeSettingType = (typeof SELECTABLE_RECIPE_SETTING_TYPES)[number];
export const RECIPE_SETTING_TYPE_LABELS: Readonly<Record<RecipeSettingType, string>> = {
	diet: "ダイエット",
	blood_pressure: "血圧が気になる方",
	cholesterol: "コレステロールが気になる方",
	blood_glucose: "血糖値が気になる方",
	neutral_fat: "中性脂肪が気になる方",
	menopause: "更年期が気になる方",
	none: "配信しない",
	expired: "配信期間終了",
};

export const SPECIFIC_HEALTH_GUIDANCE_PERIODS = [3, 4] as const;
type SpecificHealthGuidancePeriod = (typeof SPECIFIC_HEALTH_GUIDANCE_PERIODS)[number];
export const SPECIFIC_HEALTH_GUIDANCE_PERIOD_LABELS: Readonly<Record<SpecificHealthGuidancePeriod, string>> = {
	3: "第3期",
	4: "第4期",
};

/* Contact-detail (lime) payload choices, docs/contract.md. */
export const ADDRESS_TYPES = ["home", "work_place"] as const;
type AddressType = (typeof ADDRESS_TYPES)[number];
export const ADDRESS_TYPE_LABELS: Readonly<Record<AddressType, string>> = {
	home: "自宅",
	work_place: "勤務先",
};

export const PHONE_TYPES = ["mobile", "home", "work_place"] as const;
type PhoneType = (typeof PHONE_TYPES)[number];
export const PHONE_TYPE_LABELS: Readonly<Record<PhoneType, string>> = {
	mobile: "携帯電話",
	home: "自宅",
	work_place: "勤務先",
};
