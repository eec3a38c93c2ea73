import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { lookupPostalCode, postalCodeFitOf } from "#app/features/contact-detail/postal-lookup.server";
import { loader } from "#app/features/contact-detail/routes/postal-codes";
import { staticAssetsContext } from "#app/request/context.server";
import { pageContext, send } from "./support/worker";

/** The postal lookup in workerd via the ASSETS binding, its loader called as React Router would. */
async function getPostalCode(code: string): Promise<Response> {
	const context = new RouterContextProvider();
	context.set(staticAssetsContext, env.ASSETS);
	return loader({ params: { code }, context } as unknown as Parameters<typeof loader>[0]);
}

describe("postal lookup in the worker", () => {
	let outbound: MockInstance<typeof fetch>;
	beforeEach(() => {
		outbound = vi.spyOn(globalThis, "fetch");
	});
	afterEach(() => {
		// Our own data: nothing leaves the worker, whatever the code.
		expect(outbound).not.toHaveBeenCalled();
		outbound.mockRestore();
	});

	it("hands the static-assets binding to React Router", async () => {
		expect(await pageContext(await send("/api/postal_codes/0600000"))).toMatchObject({ staticAssets: true });
	});

	it("finds a code in Hokkaido and one in Okinawa", async () => {
		const sapporo = await getPostalCode("060-0042");
		expect(sapporo.status).toBe(200);
		expect(sapporo.headers.get("Cache-Control")).toContain("public, max-age=86400");
		expect(await sapporo.json()).toEqual({
			code: "0600042",
			addresses: [{ prefecture: "北海道", city: "札幌市中央区", town: "大通西" }],
		});
		expect(await (await getPostalCode("9071801")).json()).toEqual({
			code: "9071801",
			addresses: [{ prefecture: "沖縄県", city: "八重山郡与那国町", town: "与那国" }],
		});
	});

	it("offers every address of a Kyoto code that stands for several", async () => {
		expect(await (await getPostalCode("６０１－１３８７")).json()).toEqual({
			code: "6011387",
			addresses: [
				{ prefecture: "京都府", city: "京都市伏見区", town: "醍醐一ノ切町" },
				{ prefecture: "京都府", city: "京都市伏見区", town: "醍醐三ノ切" },
				{ prefecture: "京都府", city: "京都市伏見区", town: "醍醐二ノ切町" },
			],
		});
	});

	it("answers an empty list for unknown codes, with or without a file for their prefix", async () => {
		expect(await (await getPostalCode("1009999")).json()).toEqual({ code: "1009999", addresses: [] });
		expect(await (await getPostalCode("0000001")).json()).toEqual({ code: "0000001", addresses: [] });
	});

	it("refuses a code that is not 7 digits", async () => {
		const response = await getPostalCode("12345");
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ errors: ["郵便番号は7桁の数字で指定してください"] });
	});

	it("reads the files through the binding (the same data as the build serves)", async () => {
		expect(await lookupPostalCode("1000005", env.ASSETS, new Map())).toEqual([
			{ prefecture: "東京都", city: "千代田区", town: "丸の内" },
		]);
		const file = await env.ASSETS.fetch("https://assets.invalid/postal/100.json");
		expect(file.status).toBe(200);
		await file.body?.cancel();
	});
});

describe("the postal-code check before the confirmation screen", () => {
	const tokyo = { prefecture: "東京都", city: "千代田区", street: "千代田1-1" };

	it("finds the Tokyo address wrong for a Kyoto code with three towns, and right for its own", async () => {
		expect(await postalCodeFitOf({ ...tokyo, postalCodeFirst: "601", postalCodeSecond: "1387" }, env.ASSETS)).toBe(
			"mismatch",
		);
		expect(await postalCodeFitOf({ ...tokyo, postalCodeFirst: "100", postalCodeSecond: "0001" }, env.ASSETS)).toBe(
			"fits",
		);
		const daigo = { prefecture: "京都府", city: "京都市伏見区", street: "醍醐二の切町５" };
		expect(await postalCodeFitOf({ ...daigo, postalCodeFirst: "601", postalCodeSecond: "1387" }, env.ASSETS)).toBe(
			"fits",
		);
	});

	it("leaves a code the data does not know, and a failed read of the data, to the API", async () => {
		expect(await postalCodeFitOf({ ...tokyo, postalCodeFirst: "999", postalCodeSecond: "9999" }, env.ASSETS)).toBe(
			"unknown",
		);
		const broken = { fetch: async () => new Response("", { status: 500 }) } as unknown as typeof env.ASSETS;
		const logged = vi.spyOn(console, "error").mockImplementation(() => {});
		expect(
			await postalCodeFitOf({ ...tokyo, postalCodeFirst: "601", postalCodeSecond: "1387" }, broken, new Map()),
		).toBe("unknown");
		expect(logged).toHaveBeenCalled();
		logged.mockRestore();
	});
});
