import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { replyToFailure } from "#app/lib/forms/form.server";

const schema = z.object({ pinCode: z.string(), password: z.string().optional() });

function submission(fields: Record<string, string>) {
	const form = new FormData();
	for (const [name, value] of Object.entries(fields)) form.set(name, value);
	return parseWithZod(form, { schema });
}

describe("replyToFailure: where a form shows a failed call's messages", () => {
	it.each([400, 403, 409, 410, 422, 499])("a %s refuses what was typed: next to the field it is about", (status) => {
		const { result, status: answered } = replyToFailure(
			submission({ pinCode: "123" }),
			{ status, messages: ["認証コードが正しくありません"] },
			{ field: "pinCode" },
		);
		expect(answered).toBe(status);
		expect(result.error).toEqual({ pinCode: ["認証コードが正しくありません"] });
		expect(result.initialValue).toMatchObject({ pinCode: "123" });
	});

	it.each([429, 500, 502, 503])(
		"a %s (a rate limit or a failed server) is about no field: in the summary",
		(status) => {
			const { result } = replyToFailure(
				submission({ pinCode: "123" }),
				{ status, messages: ["しばらくしてからお試しください"] },
				{ field: "pinCode" },
			);
			expect(result.error).toEqual({ "": ["しばらくしてからお試しください"] });
			expect(result.initialValue).toMatchObject({ pinCode: "123" });
		},
	);

	it("a refusal on a form that names no field goes to the summary", () => {
		const { result } = replyToFailure(submission({ pinCode: "1" }), { status: 400, messages: ["受け付けられません"] });
		expect(result.error).toEqual({ "": ["受け付けられません"] });
	});

	it("spreads messages over fields by the form's own rule", () => {
		const { result } = replyToFailure(
			submission({ pinCode: "1" }),
			{ status: 422, messages: ["a", "b"] },
			{ field: (messages) => ({ pinCode: [messages[0] ?? ""], password: [messages[1] ?? ""] }) },
		);
		expect(result.error).toEqual({ pinCode: ["a"], password: ["b"] });
	});

	it("never sends a hidden field's value back", () => {
		const { result } = replyToFailure(
			submission({ pinCode: "1", password: "Secret-Pass-123" }),
			{ status: 422, messages: ["x"] },
			{ field: "password", hideFields: ["password"] },
		);
		expect(JSON.stringify(result)).not.toContain("Secret-Pass-123");
		expect(result.initialValue).toMatchObject({ pinCode: "1" });
	});
});
