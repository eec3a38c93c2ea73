import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { analyticsLocation, extractCampaign } from "#app/lib/analytics/campaign";
import { gtag, gtagBootstrap } from "#app/lib/analytics/gtag";
import { isTokenPath } from "#app/lib/urls/token-paths";

/** The Google tag, when the env has a tag id; its nonce-carrying bootstrap adds gtag.js under 'strict-dynamic'. */
export default function Analytics({ tagId: configuredTagId, nonce }: { tagId: string; nonce: string }) {
	const location = useLocation();
	// Pages whose URL carries a secret load nothing from a third party (their tokens must not travel).
	const tagId = isTokenPath(location.pathname) ? "" : configuredTagId;
	// Rendered on the server only: a script runs once, as parsed, so the browser bundle has no use for its text.
	const [bootstrap] = useState(() => {
		if (!import.meta.env.SSR) return "";
		const { cleanHref } = extractCampaign(`http://x${location.pathname}${location.search}`);
		const firstPage = new URL(cleanHref);
		return gtagBootstrap(tagId, analyticsLocation(`${firstPage.pathname}${firstPage.search}`));
	});
	const campaignTaken = useRef(false);

	useEffect(() => {
		if (!tagId) return;
		if (!campaignTaken.current) {
			campaignTaken.current = true;
			const { campaign, cleanHref } = extractCampaign(window.location.href);
			if (campaign) gtag("set", campaign);
			// Keeps React Router's history state: only the address bar changes.
			if (cleanHref !== window.location.href) window.history.replaceState(window.history.state, "", cleanHref);
			if (document.referrer) gtag("set", { page_referrer: analyticsLocation(document.referrer) });
		}
		const pageLocation = analyticsLocation(window.location.href);
		// Set, not only sent with the event: gtag's own events (engagement, scrolls) reuse it.
		gtag("set", { page_location: pageLocation });
		gtag("event", "page_view", {
			page_location: pageLocation,
			page_path: analyticsLocation(location.pathname),
			page_title: document.title,
		});
	}, [tagId, location.pathname]);

	if (!tagId) return null;
	return (
		// biome-ignore lint/security/noDangerouslySetInnerHtml: our own code; ids and path are JSON-encoded with < escaped
		<script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootstrap }} />
	);
}
