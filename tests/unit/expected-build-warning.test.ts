import { describe, expect, it } from "vitest";
import { isBuildGuardWarning } from "../../scripts/vite/expected-build-warning.ts";

const HEADER =
	"\n\n\x1b[43mWARNING\x1b[0m: your worker config (at `wrangler.toml`) contains the following configuration options which are ignored since they are not applicable when using Vite:";

describe("scripts/vite/expected-build-warning.ts", () => {
	it("recognises the Cloudflare plugin's warning about wrangler.toml's deploy guard alone", () => {
		expect(
			isBuildGuardWarning(`${HEADER}\n  - \`build\` which is not relevant in the context of a Vite project\n`),
		).toBe(true);
	});

	it("lets every other warning through, including one that lists more than `build`", () => {
		expect(
			isBuildGuardWarning(
				`${HEADER}\n  - \`build\`, \`rules\` which are not relevant in the context of a Vite project\n`,
			),
		).toBe(false);
		expect(
			isBuildGuardWarning(
				`${HEADER}\n  - \`define\` which is replaced by Vite's \`define\`\n  - \`build\` which is not relevant in the context of a Vite project\n`,
			),
		).toBe(false);
		expect(isBuildGuardWarning("something else")).toBe(false);
		expect(isBuildGuardWarning(new Error("x"))).toBe(false);
	});
});
