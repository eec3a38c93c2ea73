import type { NewsLinkType } from "#app/contract/labels";

/** Where a news item leads (decision 023): the web page closest to the app's screen, or a service's own page. */
type NewsLink = { href: string; label: string; external: boolean };

/** Said after an external link's label, kept whole on its own line when the two do not fit on one. */
export const EXTERNAL_SITE_NOTE = "（外部サイト）";

export function newsLinkOf(item: { linkType: NewsLinkType; linkUrl: string | null }): NewsLink | null {
	switch (item.linkType) {
		case "service":
			// The contract admits https only; checked again because this ends up in an href.
			return item.linkUrl?.startsWith("https://")
				? { href: item.linkUrl, label: "サービスの詳しいご案内を見る", external: true }
				: null;
		case "report":
			return { href: "/#records", label: "あなたの体重と歩数の記録を見る", external: false };
		case "advice":
			return { href: "/#health-support", label: "健康サポートの記事を見る", external: false };
		case "recipe":
			return { href: "/users/recipe_settings", label: "レシピ配信の設定を見る", external: false };
	}
}
