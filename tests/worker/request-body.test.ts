import { beforeAll, describe, expect, it, vi } from "vitest";
import { BODY_PROBLEM_MESSAGES } from "#app/lib/request-body/problems";
import { MAX_BODY_BYTES } from "../../worker/middleware/request-body";
import { resetMockState } from "../../worker/mock/state";
import { CASES } from "./support/cases";
import { type RoutedAnswer, routed, routedUpstream } from "./support/route-app";
import { pagePost, visitorCookie } from "./support/visits";
import { ORIGIN } from "./support/worker";

/* The body reader before every action and proxy: a body it cannot vouch for is a 4xx with a Japanese message. */

const ACTIONS = CASES.filter((testCase) => testCase.kind === "action" && testCase.form);
const FORM = "application/x-www-form-urlencoded";

beforeAll(() => {
	resetMockState();
	vi.spyOn(console, "warn").mockImplementation(() => {});
});

async function refusal(response: Response) {
	const { outcome } = (await response.json()) as RoutedAnswer;
	return outcome;
}

/** A body that streams `total` bytes of `a`, counting what the worker pulled. */
function countedStream(total: number) {
	const counter = { pulled: 0 };
	const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
	const stream = new ReadableStream<Uint8Array>({
		pull(controller) {
			if (counter.pulled >= total) return controller.close();
			counter.pulled += chunk.byteLength;
			controller.enqueue(chunk);
		},
	});
	return { stream, counter };
}

/** A body that breaks off after its first bytes, as a client that hangs up mid-post. */
function truncatedStream(first: string) {
	return new ReadableStream<Uint8Array>({
		start(controller) {
			controller.enqueue(new TextEncoder().encode(first));
			controller.error(new Error("connection reset"));
		},
	});
}

const WRONG_TYPES: ReadonlyArray<[string, string | undefined, number]> = [
	["text/plain", "text/plain", 415],
	["JSON", "application/json", 415],
	["no Content-Type", undefined, 415],
	["charset=shift_jis", `${FORM}; charset=shift_jis`, 415],
	["multipart without a boundary", "multipart/form-data", 400],
	["multipart with a boundary the body does not use", "multipart/form-data; boundary=nothere", 400],
];

describe.each(ACTIONS.map((testCase) => [`${testCase.url} (${testCase.file})`, testCase] as const))(
	"%s",
	(_name, testCase) => {
		const fields = new URLSearchParams(testCase.form).toString() || "x=1";

		it.each(WRONG_TYPES)(
			"%s: the error screen with a Japanese message, no upstream call",
			async (_label, type, status) => {
				const cookie = await visitorCookie(testCase);
				routedUpstream.length = 0;
				const response = await routed(pagePost(testCase.url, cookie, fields, type));
				expect(response.status).toBe(status);
				const outcome = await refusal(response);
				expect(outcome).toEqual({
					kind: "error",
					status,
					data: BODY_PROBLEM_MESSAGES[status === 415 ? "unsupported" : "unreadable"],
				});
				expect(routedUpstream.map((request) => request.url)).toEqual([]);
			},
		);

		it("a body over the limit: 413, and the worker stops reading it", async () => {
			const cookie = await visitorCookie(testCase);
			const { stream, counter } = countedStream(20 * 1024 * 1024);
			const request = new Request(pagePost(testCase.url, cookie, null, FORM), {
				body: stream,
				duplex: "half",
			} as RequestInit);
			const response = await routed(request);
			expect(response.status).toBe(413);
			expect(await refusal(response)).toMatchObject({ kind: "error", data: BODY_PROBLEM_MESSAGES["too-large"] });
			// One chunk of readahead past the limit at most: never the 20 MB.
			expect(counter.pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 3 * 64 * 1024);
		});

		it("a truncated body: 400, no stack trace", async () => {
			const cookie = await visitorCookie(testCase);
			const request = new Request(pagePost(testCase.url, cookie, null, FORM), {
				body: truncatedStream(fields.slice(0, 5)),
				duplex: "half",
			} as RequestInit);
			const response = await routed(request);
			expect(response.status).toBe(400);
			const text = await response.text();
			expect(text).toContain(BODY_PROBLEM_MESSAGES.unreadable);
			expect(text).not.toMatch(/\bat .+:\d+:\d+/);
		});
	},
);

describe("what the reader lets through", () => {
	const reset = CASES.find((testCase) => testCase.url === "/users/password/reset" && testCase.kind === "action");

	it("the same form as multipart reaches the action", async () => {
		const form = new FormData();
		form.set("email", "taro@example.jp");
		const response = await routed(pagePost("/users/password/reset", "", form));
		expect(reset).toBeDefined();
		expect(response.status).not.toBe(415);
		expect(response.status).toBeLessThan(500);
		expect(routedUpstream.length).toBeGreaterThan(0);
	});

	it("charset=UTF-8 is fine", async () => {
		routedUpstream.length = 0;
		const response = await routed(
			pagePost("/users/password/reset", "", "email=taro%40example.jp", `${FORM}; charset=UTF-8`),
		);
		expect(response.status).toBeLessThan(400);
		expect(routedUpstream.length).toBeGreaterThan(0);
	});

	it("an empty post with no type is an empty form (a bare sign-out button)", async () => {
		const response = await routed(pagePost("/logout", "", null));
		expect(response.status).toBe(302);
		expect(response.headers.get("Location")).toBe("/login");
	});

	it.each([
		["invalid UTF-8 percent-encoded", "email=%FF%FE"],
		["a lone surrogate percent-encoded", "email=%ED%A0%80"],
		["raw bytes that are not UTF-8", new Uint8Array([0x65, 0x3d, 0x82, 0xa0])],
	])("%s: 400", async (_label, body) => {
		const response = await routed(pagePost("/users/password/reset", "", body, FORM));
		expect(response.status).toBe(400);
	});

	it("a file part: 400 (no form of ours uploads)", async () => {
		const form = new FormData();
		form.set("email", new File(["x"], "x.txt"));
		const response = await routed(pagePost("/users/password/reset", "", form));
		expect(response.status).toBe(400);
	});
});

describe("the proxies", () => {
	const proxyPost = (body: BodyInit | null, type?: string) => {
		const headers = new Headers({ Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" });
		if (type) headers.set("Content-Type", type);
		return new Request(`${ORIGIN}/api/orange/v1/public/contact`, { method: "POST", headers, body });
	};

	it.each([
		["text/plain", "{}", "text/plain", 415],
		["a form", "a=1", FORM, 415],
		["charset=shift_jis", "{}", "application/json; charset=shift_jis", 415],
		["JSON that does not parse", '{"name":', "application/json", 400],
		["no type with a body", "{}", undefined, 415],
	])("%s: JSON problem %s", async (_label, body, type, status) => {
		routedUpstream.length = 0;
		const response = await routed(proxyPost(body, type));
		expect(response.status).toBe(status);
		expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
		const json = (await response.json()) as { errors: string[] };
		expect(json.errors[0]).toMatch(/送信された内容/);
		expect(routedUpstream).toEqual([]);
	});

	it("too large: 413 without reading it all", async () => {
		const { stream, counter } = countedStream(20 * 1024 * 1024);
		const response = await routed(
			new Request(proxyPost(null, "application/json"), { body: stream, duplex: "half" } as RequestInit),
		);
		expect(response.status).toBe(413);
		expect(counter.pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 3 * 64 * 1024);
	});
});
