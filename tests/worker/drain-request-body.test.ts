import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DRAIN_FLAG } from "../../worker/middleware/drain-request-body";
import { ORIGIN } from "./support/worker";
import app from "./test-worker";

/** A cross-site form post: refused by the same-origin guard before anything reads its body. */
function refusedPost(): Request {
	return new Request(`${ORIGIN}/contact`, {
		method: "POST",
		headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
		body: "subject=other&body=".padEnd(100_000, "x"),
	});
}

describe("request bodies under the dev server", () => {
	it("reads what a refusing handler left unread when serve.mjs asks for it", async () => {
		const request = refusedPost();
		const response = await app.fetch(request, { ...env, [DRAIN_FLAG]: "true" });
		expect(response.status).toBe(403);
		expect(request.bodyUsed).toBe(true);
	});

	it("leaves it alone in a deployed worker", async () => {
		const request = refusedPost();
		const response = await app.fetch(request, env);
		expect(response.status).toBe(403);
		expect(request.bodyUsed).toBe(false);
	});
});
