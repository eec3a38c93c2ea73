import { scrubString } from "../reporting/tokens";

/** utm query parameters → GA4's campaign fields (gtag `set`). */
const UTM_TO_CAMPAIGN = {
	utm_id: "campaign_id",
	utm_source: "campaign_source",
	utm_medium: "campaign_medium",
	utm_campaign: "campaign_name",
	utm_term: "campaign_term",
	utm_content: "campaign_content",
} as const;

type Campaign = Partial<Record<(typeof UTM_TO_CAMPAIGN)[keyof typeof UTM_TO_CAMPAIGN], string>>;

/** Takes the utm_* parameters out of the URL as the campaign setting (docs/decisions/051-analytics.md). */
export function extractCampaign(href: string): { campaign: Campaign | null; cleanHref: string } {
	const url = new URL(href);
	const campaign: Campaign = {};
	let found = false;
	for (const name of [...url.searchParams.keys()]) {
		if (!name.toLowerCase().startsWith("utm_")) continue;
		found = true;
		const field = UTM_TO_CAMPAIGN[name.toLowerCase() as keyof typeof UTM_TO_CAMPAIGN];
		const value = url.searchParams.get(name) ?? "";
		if (field && value !== "") campaign[field] = value;
		url.searchParams.delete(name);
	}
	if (!found) return { campaign: null, cleanHref: href };
	return { campaign: Object.keys(campaign).length > 0 ? campaign : null, cleanHref: url.toString() };
}

/** What analytics may see of an address: no URL token, no OAuth code or state. */
export function analyticsLocation(href: string): string {
	return scrubString(href);
}
