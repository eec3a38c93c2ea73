import { describe, expect, it } from "vitest";
import { API_BASE_PATHS } from "#app/contract/define";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import { signInMember } from "./support/members";
import { routeWorld } from "./support/router";
import { routeRequest } from "./support/routes";
import { inProcessMock, upstreamPath } from "./support/upstream";

/** What the real API may leave out (docs/contract.md "Fields each page needs"): everything but the ids. */
const SPARSE: Record<string, readonly string[]> = {
	[`${API_BASE_PATHS.orange}/current_user`]: ["name", "nameKana", "email", "mobilePhoneNumber", "feature"],
	[`${API_BASE_PATHS.orange}/current_user/detail`]: [
		"kenpoUserId",
		"kigou",
		"number",
		"birthDate",
		"address",
		"phoneNumber",
		"recipeSetting",
		"specificHealthGuidance",
		"weightSeries",
		"stepSeries",
	],
};

/** The mock, with the current user and its detail answered without the optional fields. */
function sparseApi(): UpstreamFetch {
	const mock = inProcessMock();
	return async (input, init) => {
		const response = await mock(input, init);
		const omitted = SPARSE[upstreamPath(new Request(input, init).url)];
		if (!omitted || !response.ok) return response;
		const body = (await response.json()) as Record<string, unknown>;
		for (const field of omitted) delete body[field];
		return Response.json(body, { status: response.status });
	};
}

/** Every member page that reads nothing but the current user and its detail beyond its own calls. */
const MEMBER_PAGES = [
	"/",
	"/users/detail",
	"/users/recipe_settings",
	"/contact/user",
	"/news",
	"/faq/user",
	"/users/password/update",
	"/two_factor_authentication/email",
];

describe("the real API leaves out fields a page does not need", () => {
	it.each(MEMBER_PAGES)("%s renders with a sparse current user and detail", async (path) => {
		const world = routeWorld({ fetch: sparseApi() });
		await signInMember(world.cookies, 1001);
		const request = new Request(`http://localhost:8787${path}`);
		const outcome = await routeRequest(request, world.context);
		expect(outcome.kind, JSON.stringify(outcome)).not.toBe("exception");
		if (outcome.kind === "error") expect(outcome.status).toBeLessThan(500);
	});

	it("/users/detail hands the page nulls for what is missing (shown as 未登録), not a 500", async () => {
		const world = routeWorld({ fetch: sparseApi() });
		await signInMember(world.cookies, 1001);
		const request = new Request("http://localhost:8787/users/detail");
		const outcome = await routeRequest(request, world.context);
		expect(outcome).toMatchObject({
			kind: "data",
			data: { name: null, nameKana: null, email: null, kigou: null, birthDate: null, recipeSetting: null },
		});
	});
});
