import { describe, expect, it } from "vitest";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import { prepare } from "./support/cases";
import { defaultConfig, routeWorld } from "./support/router";
import { routeRequest } from "./support/routes";
import { inProcessMock } from "./support/upstream";
import { ORIGIN } from "./support/worker";

const IMAGES = "https://images.example.jp";

/** The mock's API, with news 3's body replaced by `body`. */
function newsWithBody(body: string): UpstreamFetch {
	const mock = inProcessMock();
	return async (input, init) => {
		const answer = await mock(input, init);
		if (!new URL(String(input instanceof Request ? input.url : input)).pathname.endsWith("/news/3")) return answer;
		const json = (await answer.json()) as Record<string, unknown>;
		return Response.json({ ...json, body }, { status: answer.status, headers: answer.headers });
	};
}

async function articleBody(fetch: UpstreamFetch): Promise<string> {
	const world = routeWorld({ fetch, config: { ...defaultConfig, CONTENT_IMAGE_ORIGINS: [IMAGES] } });
	await prepare(world, { member: 1001 });
	const outcome = await routeRequest(new Request(`${ORIGIN}/news/3`), world.context);
	if (outcome.kind !== "data") throw new Error(`news 3 answered ${outcome.kind}`);
	return (outcome.data as { body: string }).body;
}

describe("article images come only from the configured image origins", () => {
	it("drops the mock's relative image (it would load /news/3/x) with its element", async () => {
		const body = await articleBody(inProcessMock());
		expect(body).not.toContain("<img");
		expect(body).toContain("このお知らせは表示確認用です");
	});

	it("keeps an image of the configured origin and turns any other into its alt text", async () => {
		const body = await articleBody(
			newsWithBody(
				`<p><img src="${IMAGES}/a.png" alt="図1"></p><p><img src="x" alt="図2"></p>` +
					`<p><img src="/images/b.png" alt="図3"></p><p><img src="https://tracker.example/p.gif" alt="図4"></p>` +
					`<p><img src="http://images.example.jp/c.png" alt="図5"></p>`,
			),
		);
		expect(body).toBe(`<p><img src="${IMAGES}/a.png" alt="図1"></p><p>図2</p><p>図3</p><p>図4</p><p>図5</p>`);
	});
});
