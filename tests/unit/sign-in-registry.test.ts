import { afterEach, describe, expect, it, vi } from "vitest";
import { deviceLabel, placeLabel } from "#app/session/sign-in-device";
import {
	ended,
	HISTORY_SHOWN,
	LAST_USE_PRECISION_MS,
	LIVE_SIGN_INS_KEPT,
	listed,
	passed,
	pruned,
	recorded,
	type SignInRow,
	signedOut,
	touched,
} from "#app/session/sign-in-registry";
import { SignInRegistry, signInRegistryOf } from "../../worker/durable/sign-in-registry";

/* The registry's rules with the time given; the object's storage and routing in Workers: tests/worker/sign-ins.test.ts. */

const T0 = Date.UTC(2026, 11, 1, 0, 0, 0);
const MINUTE = 60_000;
const DAY = 86_400_000;

afterEach(() => {
	vi.useRealTimers();
});

function row(key: string, startedAt: number, extra: Partial<SignInRow> = {}): SignInRow {
	return {
		key,
		startedAt,
		lastUsedAt: startedAt,
		endsAt: startedAt + 14 * DAY,
		device: "iPhone・Safari",
		place: "東京都",
		trusted: false,
		secondFactor: null,
		...extra,
	};
}

/** `count` sign-ins a minute apart, the first at T0. */
function rowsOf(count: number): SignInRow[] {
	let rows: SignInRow[] = [];
	for (let index = 0; index < count; index++) rows = recorded(rows, row(`k${index}`, T0 + index * MINUTE), T0);
	return rows;
}

describe("the bound", () => {
	it("keeps the 20 latest sign-ins: the 21st drops the oldest", () => {
		expect(LIVE_SIGN_INS_KEPT).toBe(20);
		const rows = rowsOf(21);
		expect(rows).toHaveLength(20);
		expect(rows.map((kept) => kept.key)).not.toContain("k0");
		expect(rows.map((kept) => kept.key)).toContain("k1");
		expect(rows.map((kept) => kept.key)).toContain("k20");
	});

	it("drops a sign-in at its absolute end, and not a moment before", () => {
		const rows = [row("a", T0), row("b", T0 + DAY)];
		expect(pruned(rows, T0 + 14 * DAY - 1).map((kept) => kept.key)).toEqual(["b", "a"]);
		expect(pruned(rows, T0 + 14 * DAY).map((kept) => kept.key)).toEqual(["b"]);
	});

	it("remembers ended sign-ins apart from the live ones, at most 50", () => {
		let rows = rowsOf(20);
		rows = ended(rows, "others", "k19", T0).rows;
		for (let index = 20; index < 90; index++) {
			rows = ended(recorded(rows, row(`k${index}`, T0 + index * MINUTE), T0), "others", `k${index}`, T0).rows;
		}
		expect(rows.filter((kept) => kept.ended === undefined).map((kept) => kept.key)).toEqual(["k89"]);
		const gone = rows.filter((kept) => kept.ended !== undefined);
		expect(gone).toHaveLength(50);
		// The newest ended are kept.
		expect(gone[0]?.key).toBe("k88");
		expect(gone.at(-1)?.key).toBe("k39");
	});

	it("replaces a sign-in written twice", () => {
		const rows = recorded([row("a", T0)], row("a", T0 + MINUTE, { device: "Mac・Safari" }), T0);
		expect(rows).toEqual([row("a", T0 + MINUTE, { device: "Mac・Safari" })]);
	});
});

describe("a touch", () => {
	it("notes the use of a live sign-in, and the browser's trust as it is now", () => {
		const { rows, standing } = touched(
			[row("a", T0), row("b", T0)],
			"a",
			row("a", T0 + 5 * MINUTE, { trusted: true, device: "other" }),
			T0 + 5 * MINUTE,
		);
		expect(standing).toBe("live");
		expect(rows.find((kept) => kept.key === "a")).toEqual(row("a", T0, { lastUsedAt: T0 + 5 * MINUTE, trusted: true }));
		expect(rows.find((kept) => kept.key === "b")).toEqual(row("b", T0));
	});

	it("writes nothing for a use within the minute of the last, unless the browser's trust changed", () => {
		expect(LAST_USE_PRECISION_MS).toBe(MINUTE);
		const rows = [row("a", T0), row("b", T0)];
		const within = touched(rows, "a", row("a", T0), T0 + MINUTE - 1);
		expect(within).toEqual({ rows, standing: "live" });
		expect(within.rows).toBe(rows);
		const trusted = touched(rows, "a", row("a", T0, { trusted: true }), T0 + 1);
		expect(trusted.rows).not.toBe(rows);
		expect(trusted.rows.find((kept) => kept.key === "a")).toEqual(row("a", T0, { lastUsedAt: T0 + 1, trusted: true }));
		const minute = touched(rows, "a", row("a", T0), T0 + MINUTE);
		expect(minute.rows.find((kept) => kept.key === "a")?.lastUsedAt).toBe(T0 + MINUTE);
	});

	it("writes a sign-in it does not know from what the browser shows, used now", () => {
		const seen = row("x", T0 + MINUTE, { device: "Windows・Edge" });
		const { rows, standing } = touched([row("a", T0)], "x", seen, T0 + 2 * MINUTE);
		expect(standing).toBe("live");
		expect(rows.find((kept) => kept.key === "x")).toEqual({ ...seen, lastUsedAt: T0 + 2 * MINUTE });
	});

	it("tells an ended sign-in once that it ended, and `told` every time after", () => {
		const rows = ended([row("a", T0), row("b", T0)], { only: "b" }, "a", T0).rows;
		const first = touched(rows, "b", row("b", T0), T0 + MINUTE);
		expect(first.standing).toBe("ended");
		const second = touched(first.rows, "b", row("b", T0), T0 + 2 * MINUTE);
		expect(second.standing).toBe("told");
		expect(touched(second.rows, "b", row("b", T0), T0 + 3 * MINUTE).standing).toBe("told");
		// Never written again as live.
		expect(listed(second.rows, T0 + 3 * MINUTE).signIns.map((kept) => kept.key)).toEqual(["a"]);
	});

	it("drops what passed its end as it writes", () => {
		const { rows } = touched([row("old", T0 - 14 * DAY), row("a", T0)], "a", row("a", T0), T0 + MINUTE);
		expect(rows.map((kept) => kept.key)).toEqual(["a"]);
		expect(touched([row("old", T0 - 14 * DAY)], "x", row("x", T0), T0).rows.map((kept) => kept.key)).toEqual(["x"]);
	});

	it("tells a sign-in signed out on its own browser `told`, and writes nothing", () => {
		const rows = [row("b", T0, { ended: "signed-out" })];
		expect(touched(rows, "b", row("b", T0), T0 + MINUTE)).toEqual({ rows, standing: "told" });
	});
});

describe("signing out", () => {
	it("takes the sign-in off the list, kept in the history as signed out at that time", () => {
		const rows = signedOut([row("a", T0), row("b", T0)], "b", T0 + 5 * MINUTE);
		expect(listed(rows, T0 + 5 * MINUTE).signIns.map((kept) => kept.key)).toEqual(["a"]);
		expect(rows.find((kept) => kept.key === "b")).toEqual(
			row("b", T0, { ended: "signed-out", lastUsedAt: T0 + 5 * MINUTE }),
		);
	});

	it("leaves an ended sign-in as it is (its browser still to be told), and drops what passed its end", () => {
		const pending = [row("b", T0, { ended: "pending" }), row("old", T0 - 14 * DAY)];
		expect(signedOut(pending, "b", T0)).toEqual([row("b", T0, { ended: "pending" })]);
		expect(signedOut([row("a", T0)], "x", T0)).toEqual([row("a", T0)]);
	});
});

describe("ending", () => {
	const three = [row("a", T0), row("b", T0 + MINUTE), row("c", T0 + 2 * MINUTE)];

	it("ends one sign-in, leaving the others live", () => {
		const result = ended(three, { only: "b" }, "a", T0);
		expect(result.count).toBe(1);
		expect(result.rows.find((kept) => kept.key === "b")?.ended).toBe("pending");
		expect(
			listed(result.rows, T0)
				.signIns.map((kept) => kept.key)
				.sort(),
		).toEqual(["a", "c"]);
	});

	it("ends every other sign-in, never the asking browser's own", () => {
		const result = ended(three, "others", "b", T0);
		expect(result.count).toBe(2);
		expect(listed(result.rows, T0).signIns.map((kept) => kept.key)).toEqual(["b"]);
	});

	it("never ends the asking browser's own sign-in, even when it is named", () => {
		const result = ended(three, { only: "a" }, "a", T0);
		expect(result.count).toBe(0);
		expect(result.rows.every((kept) => kept.ended === undefined)).toBe(true);
	});

	it("sent again, ends nothing twice: an ended sign-in stays as its browser was told", () => {
		const once = ended(three, "others", "a", T0);
		const told = touched(once.rows, "b", row("b", T0), T0 + MINUTE).rows;
		const again = ended(told, "others", "a", T0 + MINUTE);
		expect(again.count).toBe(2);
		expect(again.rows.find((kept) => kept.key === "b")?.ended).toBe("told");
		expect(again.rows.find((kept) => kept.key === "c")?.ended).toBe("pending");
	});

	it("counts only the sign-ins it was asked to end, not others ended before", () => {
		const once = ended(three, { only: "b" }, "a", T0);
		expect(ended(once.rows, { only: "c" }, "a", T0).count).toBe(1);
	});

	it("counts nothing for a sign-in it does not know", () => {
		expect(ended(three, { only: "zz" }, "a", T0)).toEqual({ rows: pruned(three, T0), count: 0 });
	});

	it("drops what passed its end", () => {
		const rows = ended([row("old", T0 - 14 * DAY), row("a", T0)], "others", "a", T0).rows;
		expect(rows.map((kept) => kept.key)).toEqual(["a"]);
	});
});

describe("two-factor passed", () => {
	it("records how, and whether the member trusted the browser", () => {
		const rows = passed([row("a", T0), row("b", T0)], "a", "sms", true, T0);
		expect(rows.find((kept) => kept.key === "a")).toEqual(row("a", T0, { secondFactor: "sms", trusted: true }));
		expect(rows.find((kept) => kept.key === "b")).toEqual(row("b", T0));
	});

	it("changes nothing for a sign-in it does not know, but drops what passed its end", () => {
		expect(passed([row("a", T0)], "x", "email", false, T0)).toEqual([row("a", T0)]);
		expect(passed([row("old", T0 - 14 * DAY)], "x", "email", false, T0)).toEqual([]);
	});
});

describe("the member's page", () => {
	it("lists the live sign-ins, last used first", () => {
		const rows = [row("a", T0, { lastUsedAt: T0 + 9 * MINUTE }), row("b", T0 + MINUTE), row("c", T0 + 2 * MINUTE)];
		expect(listed(rows, T0 + 10 * MINUTE).signIns.map((kept) => kept.key)).toEqual(["a", "c", "b"]);
	});

	it("shows the 10 latest sign-ins in the history, ended ones too, newest first", () => {
		expect(HISTORY_SHOWN).toBe(10);
		const rows = ended(rowsOf(12), { only: "k11" }, "k0", T0).rows;
		const { history, signIns } = listed(rows, T0);
		expect(history.map((kept) => kept.key)).toEqual(["k11", "k10", "k9", "k8", "k7", "k6", "k5", "k4", "k3", "k2"]);
		expect(history[0]?.ended).toBe("pending");
		expect(signIns).toHaveLength(11);
	});

	it("shows nothing past its end", () => {
		expect(listed([row("a", T0)], T0 + 14 * DAY)).toEqual({ signIns: [], history: [] });
	});
});

describe("device labels", () => {
	it.each([
		[
			"Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
			"iPhone・Safari",
		],
		[
			"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
			"Windows・Edge",
		],
		[
			"Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
			"Android・Samsung Internet",
		],
		[
			"Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
			"Android・Chrome",
		],
		[
			"Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
			"iPad・Chrome",
		],
		["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0", "Mac・Firefox"],
		[
			"Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15",
			"iPhone・Firefox",
		],
		[
			"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
			"Mac・Safari",
		],
		[
			"Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
			"ChromeOS・Chrome",
		],
		[
			"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0",
			"Windows・Opera",
		],
		[
			"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36",
			"Linux・Chrome",
		],
		["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Windows・Firefox"],
		["Opera/9.80 (Windows NT 6.1) Presto/2.12.388 Version/12.16", "Windows・Opera"],
		["Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Edge/18.19045", "Windows・Edge"],
		["Mozilla/5.0 (Linux; Android 14) EdgA/131.0", "Android・Edge"],
		["Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) EdgiOS/131.0 Mobile Safari/605.1.15", "iPhone・Edge"],
		["curl/8.5.0", "不明な端末"],
		["SomeBrowser/1.0 (Windows NT 10.0)", "Windows"],
		["Chrome/131.0", "Chrome"],
		["", "不明な端末"],
	])("%s → %s", (userAgent, label) => {
		expect(deviceLabel(userAgent)).toBe(label);
	});

	it("names no device without a User-Agent", () => {
		expect(deviceLabel(null)).toBe("不明な端末");
	});

	it("reads Safari only with its version, as Safari itself writes it", () => {
		expect(deviceLabel("Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Safari/605.1.15")).toBe("Mac");
	});
});

describe("places", () => {
	it.each([
		[{ country: "JP", regionCode: "13" }, "東京都"],
		[{ country: "JP", regionCode: "01" }, "北海道"],
		[{ country: "JP", regionCode: "47" }, "沖縄県"],
		[{ country: "JP", regionCode: "27" }, "大阪府"],
		[{ country: "JP", regionCode: "48" }, "不明"],
		[{ country: "JP", regionCode: "00" }, "不明"],
		[{ country: "JP", regionCode: "1" }, "不明"],
		[{ country: "JP", regionCode: "130" }, "不明"],
		[{ country: "JP", regionCode: 13 }, "不明"],
		[{ country: "JP" }, "不明"],
		[{ country: "US", regionCode: "13" }, "日本国外"],
		[{ country: "" }, "不明"],
		[{ country: 1 }, "不明"],
		[{}, "不明"],
		[undefined, "不明"],
	])("%o → %s", (cf, place) => {
		expect(placeLabel(cf)).toBe(place);
	});
});

/** The part of a Durable Object's storage the registry uses, in memory. */
function storageDouble() {
	const values = new Map<string, unknown>();
	const alarms: number[] = [];
	const storage = {
		get: async (key: string) => structuredClone(values.get(key)),
		put: async (key: string, value: unknown) => {
			values.set(key, structuredClone(value));
		},
		setAlarm: async (at: number) => {
			alarms.push(at);
		},
		deleteAll: async () => {
			values.clear();
		},
	};
	return { values, alarms, state: { storage } as unknown as DurableObjectState };
}

describe("the SignInRegistry object", () => {
	it("keeps what it is told in its storage, with an alarm at the last end", async () => {
		const { values, alarms, state } = storageDouble();
		const registry = new SignInRegistry(state, {} as Env);
		await registry.record(row("a", T0), T0);
		await registry.record(row("b", T0 + DAY), T0);
		expect(alarms.at(-1)).toBe(T0 + 15 * DAY);
		expect(await registry.touch("a", row("a", T0), T0 + MINUTE)).toBe("live");
		const written = alarms.length;
		// Seen again within the minute: nothing written.
		expect(await registry.touch("a", row("a", T0), T0 + MINUTE + 1)).toBe("live");
		expect(alarms).toHaveLength(written);
		await registry.passed("a", "email", false, T0 + MINUTE);
		expect(await registry.end("others", "b", T0 + MINUTE)).toBe(1);
		expect(await registry.touch("a", row("a", T0), T0 + 2 * MINUTE)).toBe("ended");
		const { signIns, history } = await registry.list(T0 + 2 * MINUTE);
		expect(signIns.map((kept) => kept.key)).toEqual(["b"]);
		expect(history.find((kept) => kept.key === "a")).toMatchObject({ secondFactor: "email", ended: "told" });
		expect([...values.keys()]).toEqual(["sign-ins"]);
	});

	it("signs a sign-in out, and forgets the member when nothing is left", async () => {
		const { values, state } = storageDouble();
		const registry = new SignInRegistry(state, {} as Env);
		await registry.record(row("a", T0), T0);
		await registry.signedOut("a", T0 + MINUTE);
		expect(values.get("sign-ins")).toEqual([row("a", T0, { ended: "signed-out", lastUsedAt: T0 + MINUTE })]);
		expect(await registry.touch("a", row("a", T0), T0 + 2 * MINUTE)).toBe("told");
		await registry.end("others", "z", T0 + 15 * DAY);
		expect(values.size).toBe(0);
	});

	it("forgets every sign-in of the member at once (the mock's reset)", async () => {
		const { values, state } = storageDouble();
		const registry = new SignInRegistry(state, {} as Env);
		await registry.record(row("a", T0), T0);
		await registry.forget();
		expect(values.size).toBe(0);
	});

	it("starts empty", async () => {
		const registry = new SignInRegistry(storageDouble().state, {} as Env);
		expect(await registry.list(T0)).toEqual({ signIns: [], history: [] });
	});

	it("forgets the member at the alarm once every sign-in has ended, and keeps the rest until then", async () => {
		const { values, alarms, state } = storageDouble();
		const registry = new SignInRegistry(state, {} as Env);
		const live = row("b", T0 + 10 * DAY);
		await registry.record(row("a", T0), T0);
		await registry.record(live, T0);
		// An alarm that runs before the last end drops only what has ended, and is set again.
		vi.useFakeTimers({ now: T0 + 14 * DAY });
		await registry.alarm();
		expect(values.get("sign-ins")).toEqual([live]);
		expect(alarms.at(-1)).toBe(live.endsAt);
		vi.setSystemTime(live.endsAt);
		await registry.alarm();
		expect(values.size).toBe(0);
	});
});

describe("signInRegistryOf", () => {
	function namespaceOf(objects: Map<string, SignInRegistry>, failures: { end: number } = { end: 0 }) {
		return {
			idFromName: (name: string) => `id:${name}`,
			get: (id: unknown) => {
				const key = String(id);
				if (!objects.has(key)) objects.set(key, new SignInRegistry(storageDouble().state, {} as Env));
				const object = objects.get(key) as SignInRegistry;
				return {
					record: object.record.bind(object),
					touch: object.touch.bind(object),
					signedOut: object.signedOut.bind(object),
					passed: object.passed.bind(object),
					list: object.list.bind(object),
					end: async (...args: Parameters<SignInRegistry["end"]>) => {
						// The object acts, and its answer is lost on the way back.
						const count = await object.end(...args);
						if (failures.end-- > 0) throw new Error("Network connection lost.");
						return count;
					},
				};
			},
		};
	}

	it("is null where no registry is bound", () => {
		expect(signInRegistryOf({})).toBeNull();
	});

	it("asks the member's own object", async () => {
		const objects = new Map<string, SignInRegistry>();
		const registry = signInRegistryOf({ SIGN_IN_REGISTRY: namespaceOf(objects) });
		await registry?.record("1001", row("a", T0), T0);
		await registry?.record("1002", row("b", T0), T0);
		await registry?.passed("1001", "a", "sms", true, T0);
		await registry?.record("1001", row("c", T0), T0);
		await registry?.signedOut("1001", "c", T0);
		expect([...objects.keys()].sort()).toEqual(["id:1001", "id:1002"]);
		expect(await registry?.touch("1001", "a", row("a", T0), T0 + MINUTE)).toBe("live");
		expect((await registry?.list("1001", T0 + MINUTE))?.signIns).toEqual([
			row("a", T0, { lastUsedAt: T0 + MINUTE, secondFactor: "sms", trusted: false }),
		]);
		expect((await registry?.list("1001", T0 + MINUTE))?.history.map((kept) => kept.ended)).toEqual([
			undefined,
			"signed-out",
		]);
		expect((await registry?.list("1002", T0))?.signIns.map((kept) => kept.key)).toEqual(["b"]);
	});

	it("asks again when an ending's answer is lost, and the second answer counts the same", async () => {
		const objects = new Map<string, SignInRegistry>();
		const registry = signInRegistryOf({ SIGN_IN_REGISTRY: namespaceOf(objects, { end: 1 }) });
		await registry?.record("1001", row("a", T0), T0);
		await registry?.record("1001", row("b", T0), T0);
		expect(await registry?.end("1001", "others", "a", T0)).toBe(1);
		expect((await registry?.list("1001", T0))?.signIns.map((kept) => kept.key)).toEqual(["a"]);
	});

	it("gives up after the second lost answer", async () => {
		const registry = signInRegistryOf({ SIGN_IN_REGISTRY: namespaceOf(new Map(), { end: 2 }) });
		await expect(registry?.end("1001", "others", "a", T0)).rejects.toThrow("Network connection lost.");
	});
});
