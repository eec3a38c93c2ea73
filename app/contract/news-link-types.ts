/* The news link types of docs/contract.md and their labels; ./labels.ts re-exports them with the rest. */

import { valuesOf } from "./enumeration";

export const NEWS_LINK_TYPE_LABELS = {
	service: "サービス",
	report: "レポート",
	advice: "アドバイス",
	recipe: "レシピ",
};
export type NewsLinkType = keyof typeof NEWS_LINK_TYPE_LABELS;
export const NEWS_LINK_TYPES = valuesOf(NEWS_LINK_TYPE_LABELS);
