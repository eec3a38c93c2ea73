import { NEWS_LINK_TYPE_LABELS, type NewsLinkType } from "#app/contract/news-link-types";

/** What a news item is about, as a small label; the colour is decoration, the text carries it. */
export function LinkTypeBadge({ linkType }: { linkType: NewsLinkType }) {
	return <span className={`badge badge--${linkType}`}>{NEWS_LINK_TYPE_LABELS[linkType]}</span>;
}
