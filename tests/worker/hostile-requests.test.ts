import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { limeCalls } from "#app/contract/lime";
import { orangeCalls } from "#app/contract/orange";
import { resetMockState } from "../../worker/mock/state";
import { bodyText } from "./support/body-text";
import { CASES, type Case } from "./support/cases";
import { repliedValues } from "./support/replies";
import { type RoutedAnswer, routed, routedUpstream } from "./support/route-app";
import { pagePost, visitorCookie } from "./support/visits";
import { ORIGIN } from "./support/worker";

/* Property-based: generated values and faults through the whole worker; never a 5xx or a control character upstream. */

const RUNS_PER_ACTION = 12;
const PROXY_RUNS = 80;
/** What must never reach the API: free text keeps its line breaks and tabs, nothing else. */
const FORBIDDEN_UPSTREAM =
	// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
	/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const UNKNOWN_MARK = "zz-unknown-field-value";

const ACTIONS = CASES.filter(
	(testCase): testCase is Case & { form: Record<string, string> } => testCase.kind === "action" && !!testCase.form,
);

const hostileValue = fc.oneof(
	fc.constant(""),
	fc.string({ unit: "grapheme", maxLength: 30 }),
	fc.string({ unit: "binary", maxLength: 30 }),
	fc.constantFrom(
		"\u0000",
		"\u001b[31m赤\u001b[0m",
		"\u007f",
		"\u0085",
		"abc\u202eexe.txt",
		"\u2066隔離\u2069",
		"一行目\r\n二行目",
		"<script>alert(1)</script>",
		"1e309",
		"-1",
		"99999999999999999999",
		"tel:0a9b0c1d2e3f4g5h6i7j8 ext.",
		"０９０－１２３４－５６７８",
		"𠮷野家🙂",
		"\ud800",
	),
	fc.integer({ min: 100, max: 3000 }).map((length) => "あ".repeat(length)),
);

const CONTROLS = ["\u0000", "\u001b", "\u007f", "\u0085", "\u202e", "\u2066", "\r\n", "\t"] as const;

/** A field's own value with control characters slipped in: free text must come through without them. */
const withControls = (value: string) =>
	fc
		.array(fc.tuple(fc.nat({ max: value.length }), fc.constantFrom(...CONTROLS)), { minLength: 1, maxLength: 3 })
		.map((insertions) =>
			insertions.reduce((text, [at, control]) => `${text.slice(0, at)}${control}${text.slice(at)}`, value),
		);

/** One or two fields mangled (so the rest can pass and reach the API), the others as a member typed them. */
const mangledForm = (form: Record<string, string>) =>
	fc
		.subarray(Object.keys(form), {
			minLength: Math.min(1, Object.keys(form).length),
			maxLength: Math.min(2, Object.keys(form).length),
		})
		.chain((names) =>
			fc.tuple(
				fc.constant(names),
				fc.tuple(...names.map((name) => fc.oneof(hostileValue, withControls(form[name] ?? "")))),
			),
		)
		.map(([names, choices]) => {
			const values: Record<string, string> = { ...form };
			names.forEach((name, index) => {
				values[name] = choices[index] ?? "";
			});
			return { values, mangled: new Set(names) };
		});

const FAULTS = [
	"none",
	"multipart",
	"unknown fields",
	"repeated fields",
	"text/plain",
	"JSON",
	"no Content-Type",
	"charset=shift_jis",
	"multipart without boundary",
	"truncated",
	"over the limit",
] as const;
type Fault = (typeof FAULTS)[number];

/** Half the runs post a well-formed body, so field values reach the actions and the API. */
const faultArbitrary = fc.oneof(
	{ arbitrary: fc.constant<Fault>("none"), weight: 4 },
	{ arbitrary: fc.constantFrom<Fault>(...FAULTS), weight: 4 },
);

const FORM_TYPE = "application/x-www-form-urlencoded";

function encoded(values: Record<string, string>, fault: Fault): { body: BodyInit; type?: string } {
	const params = new URLSearchParams(values);
	switch (fault) {
		case "multipart": {
			const form = new FormData();
			for (const [name, value] of Object.entries(values)) form.append(name, value);
			return { body: form };
		}
		case "unknown fields":
			for (let index = 0; index < 20; index++) params.append(`zz${index}`, `${UNKNOWN_MARK}${"x".repeat(500)}`);
			return { body: params.toString(), type: FORM_TYPE };
		case "repeated fields":
			for (const [name, value] of Object.entries(values)) params.append(name, value);
			return { body: params.toString(), type: FORM_TYPE };
		case "text/plain":
			return { body: params.toString(), type: "text/plain" };
		case "JSON":
			return { body: JSON.stringify(values), type: "application/json" };
		case "no Content-Type":
			return { body: params.toString() };
		case "charset=shift_jis":
			return { body: params.toString(), type: `${FORM_TYPE}; charset=shift_jis` };
		case "multipart without boundary":
			return { body: params.toString(), type: "multipart/form-data" };
		case "truncated": {
			const bytes = new TextEncoder().encode(params.toString());
			const stream = new ReadableStream<Uint8Array>({
				start(controller) {
					controller.enqueue(bytes.slice(0, Math.floor(bytes.length / 2)));
					controller.error(new Error("connection reset"));
				},
			});
			return { body: stream, type: FORM_TYPE };
		}
		case "over the limit":
			params.append("padding", "x".repeat(140 * 1024));
			return { body: params.toString(), type: FORM_TYPE };
		default:
			return { body: params.toString(), type: FORM_TYPE };
	}
}

/** Every string in a JSON value, keys included. */
function stringsIn(value: unknown): string[] {
	if (typeof value === "string") return [value];
	if (Array.isArray(value)) return value.flatMap(stringsIn);
	if (value && typeof value === "object")
		return Object.entries(value).flatMap(([key, item]) => [key, ...stringsIn(item)]);
	return [];
}

function decodedUrl(url: string): string {
	try {
		return decodeURIComponent(url);
	} catch {
		return url;
	}
}

async function expectCleanUpstream() {
	for (const request of routedUpstream) {
		expect(decodedUrl(request.url)).not.toMatch(FORBIDDEN_UPSTREAM);
		const text = await bodyText(request.clone());
		if (!text) continue;
		let strings: string[];
		try {
			strings = stringsIn(JSON.parse(text));
		} catch {
			strings = [...new URLSearchParams(text).values()];
		}
		for (const value of strings) expect(value, request.url).not.toMatch(FORBIDDEN_UPSTREAM);
	}
}

const errors = vi.spyOn(console, "error");
let requests = 0;

beforeAll(() => {
	vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterAll(() => {
	console.info(`hostile-requests: ${requests} requests`);
});

describe.each(ACTIONS.map((testCase) => [`${testCase.url} (${testCase.file})`, testCase] as const))(
	"%s",
	(_name, testCase) => {
		it("no 5xx, nothing logged, nothing hostile upstream, the rest kept", async () => {
			await fc.assert(
				fc.asyncProperty(mangledForm(testCase.form), faultArbitrary, async ({ values, mangled }, fault) => {
					resetMockState();
					const cookie = await visitorCookie(testCase);
					routedUpstream.length = 0;
					errors.mockClear();
					const { body, type } = encoded(values, fault);
					const base = pagePost(testCase.url, cookie, null, type);
					const response = await routed(new Request(base, { body, duplex: "half" } as RequestInit));
					requests++;
					const text = await response.text();
					expect(response.status, text.slice(0, 300)).toBeLessThan(500);
					expect(errors).not.toHaveBeenCalled();
					await expectCleanUpstream();
					expect(text).not.toContain(UNKNOWN_MARK);
					if (!text.startsWith("{")) return;
					const { outcome } = JSON.parse(text) as RoutedAnswer;
					expect(outcome.kind).not.toBe("exception");
					const initial = outcome.kind === "data" ? repliedValues(outcome.data) : undefined;
					if (!initial) return;
					// Only the form's own fields come back, and every one not mangled as typed.
					expect(Object.keys(initial).filter((name) => !(name in testCase.form))).toEqual([]);
					if (fault === "repeated fields") return;
					for (const field of testCase.kept ?? []) {
						if (!mangled.has(field)) expect(initial[field], field).toBe(values[field]);
					}
					for (const field of testCase.hidden ?? []) expect(initial[field], field).toBeUndefined();
				}),
				{ numRuns: RUNS_PER_ACTION },
			);
		});
	},
);

describe("the proxies", () => {
	const calls = [...Object.values(orangeCalls), ...Object.values(limeCalls)];
	const segment = fc.oneof(
		fc.constantFrom("1", "demo", "demo-lime", "..", "%2e%2e", "%00", "%E2%80%AE", "a%0d%0aX-Injected:1"),
		fc.string({ unit: "grapheme", maxLength: 12 }).map((text) => new URLSearchParams({ s: text }).toString().slice(2)),
	);

	it("any method, path value, body and type: no 5xx, nothing hostile upstream", async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.constantFrom(...calls),
				fc.constantFrom("GET", "POST", "PATCH", "DELETE"),
				segment,
				fc.option(hostileValue),
				fc.constantFrom("application/json", "text/plain", "application/json; charset=shift_jis", undefined),
				async (call, method, value, bodyValue, type) => {
					routedUpstream.length = 0;
					errors.mockClear();
					const path = `/api/${call.api}/v1${call.path.replace(/:[A-Za-z]+/g, value)}?${new URLSearchParams({ q: bodyValue ?? "" })}`;
					const headers = new Headers({ Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" });
					if (type) headers.set("Content-Type", type);
					const hasBody = method !== "GET" && bodyValue !== null;
					const response = await routed(
						new Request(`${ORIGIN}${path}`, {
							method,
							headers,
							body: hasBody ? JSON.stringify({ name: bodyValue, website: "spam" }) : undefined,
						}),
					);
					requests++;
					expect(response.status).toBeLessThan(500);
					expect(errors).not.toHaveBeenCalled();
					expect(routedUpstream.every((request) => request.method === "GET")).toBe(true);
					for (const request of routedUpstream) expect(await bodyText(request.clone())).toBe("");
					await expectCleanUpstream();
				},
			),
			{ numRuns: PROXY_RUNS },
		);
	});
});
