/** gtag.js with consent mode and IP anonymisation; we send page views on path change (decision 051). */

const GTAG_ORIGIN = "https://www.googletagmanager.com";

export function gtagScriptUrl(tagId: string): string {
	return `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(tagId)}`;
}

/** Consent mode defaults: no advertising storage or signals; measurement announced in the terms. */
export const CONSENT_DEFAULTS = {
	ad_storage: "denied",
	ad_user_data: "denied",
	ad_personalization: "denied",
	analytics_storage: "granted",
	functionality_storage: "denied",
	personalization_storage: "denied",
	security_storage: "granted",
} as const;

const CONFIG_PARAMETERS = {
	// Page views are ours: one per path change, with a location stripped of tokens and utm parameters.
	send_page_view: false,
	anonymize_ip: true,
	allow_google_signals: false,
	allow_ad_personalization_signals: false,
} as const;

/** The inline bootstrap: queue and consent first, `firstPage` without tokens; it loads gtag.js (decision 064). */
export function gtagBootstrap(tagId: string, firstPage: string): string {
	const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
	return [
		"window.dataLayer=window.dataLayer||[];",
		"window.gtag=function(){window.dataLayer.push(arguments);};",
		`window.gtag("consent","default",${json(CONSENT_DEFAULTS)});`,
		`window.gtag("set","ads_data_redaction",true);`,
		`window.gtag("set",{page_location:location.origin+${json(firstPage)}});`,
		`window.gtag("js",new Date());`,
		`window.gtag("config",${json(tagId)},${json(CONFIG_PARAMETERS)});`,
		`var tag=document.createElement("script");tag.async=true;tag.src=${json(gtagScriptUrl(tagId))};`,
		"document.head.appendChild(tag);",
	].join("");
}

type Gtag = (...args: unknown[]) => void;

/** The queue the bootstrap defined; absent when no tag id is configured. */
export function gtag(...args: unknown[]): void {
	const fn = (window as unknown as { gtag?: Gtag }).gtag;
	fn?.(...args);
}
