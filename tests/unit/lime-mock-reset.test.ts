import { describe, expect, it } from "vitest";
import { createMockControl } from "../../worker/mock/control";
import { memberState, mockState } from "../../worker/mock/state";

describe("mock control: starting one lime link over", () => {
	it("restores what the link's flow changes and nothing else", async () => {
		const control = createMockControl();
		const member = memberState(1004);
		member.email = "changed@example.jp";
		member.phoneNumber = "09000000000";
		member.recipeSetting = { type: "diet", updatedAt: null, expiresOn: null };
		const link = mockState().links.get("demo-lime-app");
		if (!link) throw new Error("demo link missing");
		link.contactDetail = {
			addressType: "home",
			postalCodeFirst: "220",
			postalCodeSecond: "0012",
			phoneType: "mobile",
			phoneNumber: "09000000000",
		};
		mockState().emailChanges.set("chg-test", {
			urlToken: "demo-lime-app",
			email: "x@example.jp",
			used: false,
			reusable: false,
		});

		const response = await control.request("/__mock/reset?link=demo-lime-app", { method: "POST" });
		expect(response.status).toBe(204);
		expect(memberState(1004).email).toBe("misaki.takahashi@example.jp");
		expect(memberState(1004).phoneNumber).toBe("07011112222");
		expect(mockState().links.get("demo-lime-app")?.contactDetail).toBeNull();
		expect(mockState().emailChanges.has("chg-test")).toBe(false);
		// Not the lime flow's: left as the other tests set it.
		expect(memberState(1004).recipeSetting).toMatchObject({ type: "diet" });
	});

	it("answers 404 for a link the mock does not have", async () => {
		const response = await createMockControl().request("/__mock/reset?link=no-such-link", { method: "POST" });
		expect(response.status).toBe(404);
	});
});
