import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { analyticsLocation, extractCampaign } from "#app/lib/analytics/campaign";
import { CONSENT_DEFAULTS, gtagBootstrap, gtagScriptUrl } from "#app/lib/analytics/gtag";

describe("extractCampaign (docs/contract.md)", () => {
	it("turns utm parameters into GA4 campaign fields and strips them from the address", () => {
		const { campaign, cleanHref } = extractCampaign(
			"https://portal.example.jp/news?page=2&utm_source=mail&utm_medium=email&utm_campaign=spring&utm_term=kenshin&utm_content=top&utm_id=c1#latest",
		);
		expect(campaign).toEqual({
			campaign_source: "mail",
			campaign_medium: "email",
			campaign_name: "spring",
			campaign_term: "kenshin",
			campaign_content: "top",
			campaign_id: "c1",
		});
		expect(cleanHref).toBe("https://portal.example.jp/news?page=2#latest");
	});

	it("decodes values (Japanese campaign names)", () => {
		const { campaign } = extractCampaign(
			`https://portal.example.jp/?utm_campaign=${encodeURIComponent("春の健診")}&utm_source=line`,
		);
		expect(campaign).toEqual({ campaign_name: "春の健診", campaign_source: "line" });
	});

	it("strips unknown and empty utm parameters without inventing a campaign", () => {
		expect(extractCampaign("https://portal.example.jp/faq?utm_foo=1&utm_source=")).toEqual({
			campaign: null,
			cleanHref: "https://portal.example.jp/faq",
		});
	});

	it("leaves an address without utm parameters exactly as it is", () => {
		const href = "https://portal.example.jp/faq?q=%E3%81%82";
		expect(extractCampaign(href)).toEqual({ campaign: null, cleanHref: href });
	});
});

describe("analyticsLocation", () => {
	it("never hands analytics a URL token or the OAuth code", () => {
		expect(analyticsLocation("https://portal.example.jp/activation/secret-token")).toBe(
			"https://portal.example.jp/activation/[token]",
		);
		expect(analyticsLocation("https://portal.example.jp/callback?code=c&state=s")).toBe(
			"https://portal.example.jp/callback?code=[Filtered]&state=[Filtered]",
		);
	});
});

/** Runs the inline bootstrap as a browser would and returns the command queue as arrays. */
/** The elements the bootstrap adds to the head. */
const addedToHead: Record<string, unknown>[] = [];

function runBootstrap(script: string, origin = "https://portal.example.jp") {
	const window: Record<string, unknown> = {};
	window.window = window;
	const document = {
		createElement: (tagName: string) => ({ tagName }),
		head: { appendChild: (element: Record<string, unknown>) => addedToHead.push(element) },
	};
	runInNewContext(script, { window, document, location: { origin }, Date });
	const queue = window.dataLayer as ArrayLike<unknown>[];
	return queue.map((entry) => {
		// gtag.js only understands Arguments objects, not arrays.
		expect(Object.prototype.toString.call(entry)).toBe("[object Arguments]");
		return Array.from(entry);
	});
}

describe("gtag bootstrap", () => {
	it("queues consent defaults first, then the first page's location, then config", () => {
		const commands = runBootstrap(gtagBootstrap("G-TEST123", "/faq"));
		expect(commands.map((command) => command[0])).toEqual(["consent", "set", "set", "js", "config"]);
		expect(commands[0]).toEqual(["consent", "default", { ...CONSENT_DEFAULTS }]);
		expect(commands[0]?.[2]).toMatchObject({
			ad_storage: "denied",
			ad_user_data: "denied",
			ad_personalization: "denied",
		});
		expect(commands[2]).toEqual(["set", { page_location: "https://portal.example.jp/faq" }]);
		expect(commands[4]).toEqual([
			"config",
			"G-TEST123",
			{
				send_page_view: false,
				anonymize_ip: true,
				allow_google_signals: false,
				allow_ad_personalization_signals: false,
			},
		]);
	});

	it("cannot be broken out of by a hostile id or path", () => {
		const script = gtagBootstrap('G-1"</script><script>alert(1)</script>', "/x</script>");
		expect(script).not.toContain("</script>");
		expect(runBootstrap(script)[4]?.[1]).toBe('G-1"</script><script>alert(1)</script>');
	});

	it("adds Google's tag itself, async, after the queue is set up", () => {
		addedToHead.length = 0;
		const commands = runBootstrap(gtagBootstrap("G-TEST123", "/faq"));
		expect(commands).toHaveLength(5);
		expect(addedToHead).toEqual([
			{ tagName: "script", async: true, src: "https://www.googletagmanager.com/gtag/js?id=G-TEST123" },
		]);
	});

	it("loads the tag from Google with the id encoded", () => {
		expect(gtagScriptUrl("G-TEST123")).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST123");
		expect(gtagScriptUrl("G-1&x=2")).toBe("https://www.googletagmanager.com/gtag/js?id=G-1%26x%3D2");
	});
});
