import { afterEach, describe, expect, it, vi } from "vitest";
import { api, bindRequestApi } from "#app/request/api.server";
import { requestIdContext } from "#app/request/context.server";
import { routeWorld } from "./support/router";
import { ORIGIN } from "./support/worker";

afterEach(() => {
	vi.restoreAllMocks();
});

describe("what operators see of a failed upstream call", () => {
	it("one JSON line with the call, its status, time, try and the request's id; no address, no token", async () => {
		const lines: string[] = [];
		vi.spyOn(console, "warn").mockImplementation((line: string) => lines.push(line));
		const world = routeWorld({ fetch: async () => Response.json({ status: 500, errors: ["障害"] }, { status: 500 }) });
		world.context.set(requestIdContext, "8a1f3c2b9d4e5f60");
		world.cookies.session.set({
			access_token: "secret-access-token",
			token_type: "Bearer",
			scope: "public",
			profile: { sub: "1001" },
			expires_at: Math.floor(Date.now() / 1000) + 3600,
		});
		bindRequestApi(world.context, new Request(`${ORIGIN}/users/recipe_settings`, { method: "POST" }));
		await api(world.context)
			.orange.saveRecipeSetting({ body: { type: "diet" } })
			.catch(() => undefined);
		expect(lines).toHaveLength(1);
		expect(JSON.parse(lines[0] ?? "")).toEqual({
			event: "[api] call failed",
			requestId: "8a1f3c2b9d4e5f60",
			call: "POST /api/orange/v1/recipe_settings",
			status: 500,
			ms: expect.any(Number),
			attempt: 1,
		});
		expect(lines[0]).not.toContain("secret-access-token");
		expect(lines[0]).not.toContain("http");
	});
});
