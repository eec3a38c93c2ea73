import { describe, expect, it } from "vitest";
import { NEVER_REPORTED, PURPOSES_OF_USE, REPORTS_AND_ANALYTICS } from "#app/features/content/data/privacy";
import { analyticsLocation } from "#app/lib/analytics/campaign";
import { CONSENT_DEFAULTS, gtagBootstrap } from "#app/lib/analytics/gtag";
import { rollbarOptions } from "#app/lib/reporting/rollbar-options";
import { SCRUB_FIELDS, scrubDeep } from "#app/lib/reporting/scrub";
import { scrubEvent } from "../../worker/reporting/scrub-event";

/* What 個人情報の取扱い says of error reports and analytics is what the code does (decision 170). */

describe("個人情報の取扱い and the reporting code", () => {
	it("names, for every scrubbed field, a kind of data that no report holds", () => {
		expect(NEVER_REPORTED.length).toBeGreaterThan(0);
		// Each scrubbed field's value really is filtered, whatever kind the page files it under.
		const filtered = scrubDeep(Object.fromEntries(SCRUB_FIELDS.map((field) => [field, "値"])));
		expect(Object.values(filtered).every((value) => value === "[Filtered]")).toBe(true);
		for (const kind of ["お名前・フリガナ", "メールアドレス", "生年月日", "電話番号", "資格確認書などの記号・番号"]) {
			expect(NEVER_REPORTED).toContain(kind);
		}
	});

	it("says what the browser's reporter leaves out: IP, console lines, form input, request bodies", () => {
		const options = rollbarOptions({ env: "production", rollbarToken: "t" });
		expect(options.captureIp).toBe("anonymize");
		expect(options.scrubTelemetryInputs).toBe(true);
		expect(options.autoInstrument).toMatchObject({ log: false, networkRequestBody: false, networkResponseBody: false });
		expect(REPORTS_AND_ANALYTICS.reports).toContain("IPアドレスは送信の前に匿名化します");
		expect(REPORTS_AND_ANALYTICS.reports).toContain("ブラウザのコンソールの記録も送りません");
		expect(REPORTS_AND_ANALYTICS.reports).toContain("フォームに入力された内容");
		// Telemetry keeps navigation and clicks: the page says so.
		expect(options.autoInstrument).toMatchObject({ navigation: true, dom: true, network: true });
		expect(PURPOSES_OF_USE.find((purpose) => purpose.id === "error-reports")?.what).toContain("画面の移動とボタン操作");
	});

	it("says what the worker's reports leave out: bodies, cookies, the IP address", () => {
		const event = scrubEvent({
			type: undefined,
			request: {
				data: "email=hanako@example.jp",
				cookies: { session: "s" },
				headers: { Cookie: "s", "User-Agent": "UA" },
			},
			user: { ip_address: "203.0.113.5", email: "hanako@example.jp" },
		});
		expect(event.request?.data).toBeUndefined();
		expect(event.request?.cookies).toBeUndefined();
		expect(event.request?.headers).toEqual({ "User-Agent": "UA" });
		expect(event.user).toEqual({ email: "[Filtered]" });
		expect(PURPOSES_OF_USE.find((purpose) => purpose.id === "error-reports")?.what).toContain("ブラウザの種類と言語");
	});

	it("says what analytics is configured to do: IP anonymised, no advertising, no signals, no tokens in addresses", () => {
		const bootstrap = gtagBootstrap("G-TEST", "/");
		expect(bootstrap).toContain('"anonymize_ip":true');
		expect(bootstrap).toContain('"allow_google_signals":false');
		expect(bootstrap).toContain('"allow_ad_personalization_signals":false');
		expect(CONSENT_DEFAULTS.ad_storage).toBe("denied");
		expect(analyticsLocation("https://portal.example.jp/activation/secret-token")).not.toContain("secret-token");
		const said = REPORTS_AND_ANALYTICS.analytics;
		expect(said).toContain("IPアドレスは匿名化");
		expect(said).toContain("広告のための利用、広告の個人最適化、Googleシグナルはいずれも無効");
		expect(said).toContain("手続き用の番号などを取り除いてから送ります");
	});
});
