import { describe, expect, it } from "vitest";
import {
	deepFreeze,
	SHARED_LIFETIME_CAP_SECONDS,
	SharedAnswers,
	sharedLifetimeSeconds,
} from "#app/lib/api/shared-answers.server";

const lifetime = (headers: Record<string, string>) => sharedLifetimeSeconds(new Headers(headers));

describe("which API answers every member may share", () => {
	it("shares what the API marks public or gives a shared lifetime, for that long", () => {
		expect(lifetime({ "Cache-Control": "public, max-age=30" })).toBe(30);
		expect(lifetime({ "Cache-Control": "max-age=5, s-maxage=20" })).toBe(20);
		expect(lifetime({ "Cache-Control": 'PUBLIC, Max-Age="15"' })).toBe(15);
		expect(lifetime({ "Cache-Control": "public, max-age=30", Vary: "Accept, Accept-Encoding" })).toBe(30);
	});

	it("keeps a shared answer a minute at most", () => {
		expect(lifetime({ "Cache-Control": "public, max-age=86400" })).toBe(SHARED_LIFETIME_CAP_SECONDS);
		expect(SHARED_LIFETIME_CAP_SECONDS).toBe(60);
	});

	it("never shares an answer for one member, or one without a lifetime", () => {
		for (const headers of <Record<string, string>[]>[
			{},
			{ "Cache-Control": "max-age=60" },
			{ "Cache-Control": "public" },
			{ "Cache-Control": "public, max-age=0" },
			{ "Cache-Control": "public, max-age=abc" },
			{ "Cache-Control": "public, max-age=-5" },
			{ "Cache-Control": "private, max-age=60" },
			{ "Cache-Control": "public, private, max-age=60" },
			{ "Cache-Control": "public, no-store, max-age=60" },
			{ "Cache-Control": "public, no-cache, max-age=60" },
			{ "Cache-Control": "public, max-age=60", "Set-Cookie": "a=b" },
			{ "Cache-Control": "public, max-age=60", Vary: "Authorization" },
			{ "Cache-Control": "public, max-age=60", Vary: "*" },
		]) {
			expect(lifetime(headers), JSON.stringify(headers)).toBe(0);
		}
	});
});

describe("the isolate's shared answers", () => {
	it("answers by address until the lifetime ends", () => {
		let now = 1_000;
		const answers = new SharedAnswers<string>(8, () => now);
		answers.set("https://api/news", "news", 30);
		expect(answers.get("https://api/news")).toBe("news");
		expect(answers.get("https://api/news?page=2")).toBeUndefined();
		now += 29_999;
		expect(answers.get("https://api/news")).toBe("news");
		now += 1;
		expect(answers.get("https://api/news")).toBeUndefined();
	});

	it("keeps nothing without a lifetime, and at most its limit", () => {
		const answers = new SharedAnswers<number>(2, () => 0);
		answers.set("a", 1, 0);
		expect(answers.get("a")).toBeUndefined();
		answers.set("a", 1, 10);
		answers.set("b", 2, 10);
		answers.set("c", 3, 10);
		expect([answers.get("a"), answers.get("b"), answers.get("c")]).toEqual([undefined, 2, 3]);
	});

	it("hands every member a frozen answer, all the way down", () => {
		const answer = deepFreeze({ items: [{ id: 1, title: "お知らせ" }], page: 1 });
		expect(Object.isFrozen(answer.items[0])).toBe(true);
		expect(() => {
			(answer.items as { id: number }[]).push({ id: 2 });
		}).toThrow(TypeError);
	});
});
