/* The news link types of docs/contract.md and their labels; ./labels.ts re-exports them with the rest. */

export const NEWS_LINK_TYPES = ["service", "report", "advice", "recipe"] as const;
export type NewsLinkType = (typeof NEWS_LINK_TYPES)[number];
export const NEWS_LINK_TYPE_LABELS: Readonly<Record<NewsLinkType, string>> = {
	service: "サービス",
	report: "レポート",
	advice: "アドバイス",
	recipe: "レシピ",
};
