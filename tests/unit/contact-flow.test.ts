import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ContactReceipt } from "#app/contract/orange/contact";
import { contactAction, readContactReceipt } from "#app/features/contact/contact-flow.server";
import { memberContactFormSchema, publicContactFormSchema } from "#app/features/contact/schema";
import { ApiError } from "#app/lib/api/errors";
import type { AppConfig } from "#app/lib/config.server";
import { configContext } from "#app/request/context.server";

const SECRET = "unit-test-secret-that-is-long-enough-0123456789";

function routerContext() {
	const context = new RouterContextProvider();
	context.set(configContext, { SESSION_SECRET: [SECRET] } as unknown as AppConfig);
	return context;
}

function post(path: string, fields: Record<string, string>): Request {
	const body = new FormData();
	for (const [name, value] of Object.entries(fields)) body.append(name, value);
	return new Request(`http://localhost${path}`, { method: "POST", body });
}

const MEMBER_ENQUIRY = { subject: "other", body: "質問です。\r\n二行目" };
const PUBLIC_ENQUIRY = {
	...MEMBER_ENQUIRY,
	name: "山田 花子",
	nameKana: "やまだ はなこ",
	email: "hanako@example.jp",
	consent: "on",
};
const RECEIPT: ContactReceipt = { id: 4321, receivedAt: "2026-11-20T14:03:00+09:00" };

type DataResult = {
	data: { step: string; values?: unknown; result?: { error?: Record<string, unknown> } };
	init: ResponseInit | null;
};

/** The hidden fields the confirm step posts back. */
const postedOf = (data: unknown): [string, string][] => (data as { posted?: [string, string][] }).posted ?? [];

async function run(
	path: string,
	fields: Record<string, string>,
	{ honeypot = path === "/contact", send = vi.fn(async () => RECEIPT) } = {},
) {
	const context = routerContext();
	const schema = honeypot ? publicContactFormSchema : memberContactFormSchema;
	try {
		const result = (await contactAction({ request: post(path, fields), context, schema, honeypot, send })) as unknown;
		return { result: result as DataResult, thrown: undefined, send, context };
	} catch (thrown) {
		return { result: undefined, thrown, send, context };
	}
}

describe("contactAction", () => {
	it("confirm: shows the normalised values, sends nothing", async () => {
		const { result, send } = await run("/contact", { ...PUBLIC_ENQUIRY, intent: "confirm" });
		expect(result?.data).toEqual({
			step: "confirm",
			values: expect.objectContaining({ nameKana: "ヤマダ\u3000ハナコ", body: "質問です。\n二行目" }),
			// The form as posted goes back in hidden fields, the button and unknown fields left out.
			// The consent box too: 送信する posts the whole form again, judged again.
			posted: expect.arrayContaining([
				["nameKana", "ヤマダ\u3000ハナコ"],
				["consent", "on"],
			]),
		});
		const posted = (result?.data as { posted?: [string, string][] } | undefined)?.posted ?? [];
		expect(posted.map(([name]) => name)).not.toContain("intent");
		expect(send).not.toHaveBeenCalled();
	});

	it("invalid values go back to the input step with field errors and a 400, whatever the button", async () => {
		const { result, send } = await run("/contact/user", { body: "本文", intent: "send" });
		expect(result?.init?.status).toBe(400);
		expect(result?.data.step).toBe("input");
		expect(result?.data.result?.error).toMatchObject({ subject: ["お問い合わせの種類を選択してください"] });
		expect(send).not.toHaveBeenCalled();
	});

	it("edit: back to the input step with the values and no errors", async () => {
		const { result } = await run("/contact/user", { ...MEMBER_ENQUIRY, intent: "edit" });
		expect(result?.data.step).toBe("input");
		expect(result?.data.result).toMatchObject({ initialValue: { subject: "other" } });
		expect(result?.data.result?.error).toBeUndefined();
	});

	it("send: calls the API once with the payload, then redirects to a sealed completion URL", async () => {
		const { thrown, send, context } = await run("/contact/user", { ...MEMBER_ENQUIRY, intent: "send" });
		expect(send).toHaveBeenCalledTimes(1);
		expect(send).toHaveBeenCalledWith(
			{ subject: "other", body: "質問です。\n二行目" },
			expect.any(AbortSignal),
			expect.stringMatching(/^[\w-]{36}$/),
		);
		expect(thrown).toBeInstanceOf(Response);
		const location = (thrown as Response).headers.get("Location") ?? "";
		expect(location).toMatch(/^\/contact\/user\?receipt=v1\.[A-Za-z0-9_-]+$/);
		expect(location).not.toContain("4321");

		const receipt = await readContactReceipt(new Request(`http://localhost${location}`), context);
		expect(receipt).toEqual({ number: 4321, receivedAt: "2026年11月20日 14:03" });
		// The same receipt does not open on the other enquiry page.
		expect(
			await readContactReceipt(
				new Request(`http://localhost${location.replace("/contact/user", "/contact")}`),
				context,
			),
		).toBeNull();
	});

	it("a 4xx from the API is shown on the input step with everything kept", async () => {
		const send = vi.fn(async (): Promise<ContactReceipt> => {
			throw new ApiError({ status: 422, errors: ["お問い合わせ内容は2000文字以内で入力してください"] });
		});
		const { result } = await run("/contact/user", { ...MEMBER_ENQUIRY, intent: "send" }, { send });
		expect(result?.init?.status).toBe(422);
		expect(result?.data.step).toBe("input");
		expect(result?.data.result).toMatchObject({
			initialValue: { subject: "other", body: "質問です。\r\n二行目" },
			error: { "": ["お問い合わせ内容は2000文字以内で入力してください"] },
		});
	});

	it("a 5xx from the API keeps the member on 確認 with the enquiry and the server's words, not the error page (docs/decisions/055-enquiry-send-failure.md)", async () => {
		const send = vi.fn(async (): Promise<ContactReceipt> => {
			throw new ApiError({ status: 503, errors: ["ただいまメンテナンス中です"] });
		});
		const { result, thrown } = await run("/contact/user", { ...MEMBER_ENQUIRY, intent: "send" }, { send });
		expect(thrown).toBeUndefined();
		expect(result?.init?.status).toBe(503);
		expect(result?.data).toMatchObject({
			step: "confirm",
			values: { subject: "other", body: "質問です。\n二行目" },
			posted: [
				["subject", "other"],
				["body", "質問です。\n二行目"],
				["submissionKey", expect.stringMatching(/^[\w-]{36}$/)],
			],
			messages: ["ただいまメンテナンス中です"],
			outcome: "not-sent",
		});
	});

	it("the confirm step carries one key, and 送信する again after a lost answer sends the same key", async () => {
		const confirm = await run("/contact/user", { ...MEMBER_ENQUIRY, intent: "confirm" });
		const posted = Object.fromEntries(postedOf(confirm.result?.data));
		const key = posted.submissionKey;
		expect(key).toMatch(/^[\w-]{36}$/);
		const lost = new ApiError({ status: 502, errors: ["Bad Gateway"] });
		lost.write = true;
		const send = vi.fn(async (): Promise<ContactReceipt> => {
			throw lost;
		});
		const { result } = await run("/contact/user", { ...posted, intent: "send" }, { send });
		expect(send).toHaveBeenCalledWith(expect.anything(), expect.any(AbortSignal), key);
		// The answer was lost after the API may have stored it: never "not sent", and the key stays for the resend.
		expect(result?.data).toMatchObject({ step: "confirm", outcome: "unknown" });
		expect(Object.fromEntries(postedOf(result?.data)).submissionKey).toBe(key);
	});

	it("403 and 404 from the API stay the error page (docs/status-rules.md)", async () => {
		const send = vi.fn(async (): Promise<ContactReceipt> => {
			throw new ApiError({ status: 403, errors: ["この操作は許可されていません"], errorCode: "403-001" });
		});
		const { thrown } = await run("/contact/user", { ...MEMBER_ENQUIRY, intent: "send" }, { send });
		expect(thrown).toMatchObject({ data: "この操作は許可されていません", init: { status: 403 } });
	});

	it("a filled honeypot completes without calling the API, before any validation", async () => {
		const { thrown, send, context } = await run("/contact", { website: "https://spam.example/", intent: "confirm" });
		expect(send).not.toHaveBeenCalled();
		const location = (thrown as Response).headers.get("Location") ?? "";
		expect(await readContactReceipt(new Request(`http://localhost${location}`), context)).toEqual({
			number: null,
			receivedAt: null,
		});
	});

	it("the member form has no honeypot: a 'website' field there changes nothing", async () => {
		const { thrown, send } = await run("/contact/user", { ...MEMBER_ENQUIRY, website: "x", intent: "send" });
		expect(send).toHaveBeenCalledTimes(1);
		expect(thrown).toBeInstanceOf(Response);
	});
});

describe("readContactReceipt", () => {
	it("is null without a receipt, and for one that was tampered with", async () => {
		const context = routerContext();
		expect(await readContactReceipt(new Request("http://localhost/contact"), context)).toBeNull();
		expect(await readContactReceipt(new Request("http://localhost/contact?receipt=v1.AAAA"), context)).toBeNull();
		expect(
			await readContactReceipt(new Request("http://localhost/contact?receipt=%7B%22id%22%3A1%7D"), context),
		).toBeNull();
	});
});
