import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain script of the lint, without types
import { layerViolations } from "../../scripts/check-layers.mjs";

const check = layerViolations as (root: string) => string[];

describe("scripts/check-layers.mjs (every import points down)", () => {
	let root: string;
	const plant = (file: string, text: string) => {
		mkdirSync(dirname(join(root, file)), { recursive: true });
		writeFileSync(join(root, file), text);
	};

	beforeEach(() => {
		root = mkdtempSync(join(tmpdir(), "layers-"));
		plant("app/lib/page-url.ts", "export const x = 1;\n");
		plant("app/session/cookies.server.ts", 'import { x } from "#app/lib/page-url";\n');
		plant("app/request/guard.server.ts", 'import { x } from "#app/session/cookies.server";\n');
		plant("app/features/news/index.ts", 'import { y } from "#app/request/guard.server";\n');
		plant("worker/app.ts", 'import { y } from "#app/request/guard.server";\n');
	});
	afterEach(() => rmSync(root, { recursive: true, force: true }));

	it("passes a house whose arrows all point down", () => {
		expect(check(root)).toEqual([]);
	});

	it("fails lib importing session, naming the file and line", () => {
		plant("app/lib/flash.ts", '\nimport type { Flash } from "#app/session/cookies.server";\n');
		expect(check(root)).toEqual([
			"app/lib/flash.ts:2: app/lib imports app/session (#app/session/cookies.server), a room above it",
		]);
	});

	it("fails session importing the request layer by a relative path", () => {
		plant("app/session/sign-out.server.ts", 'import { y } from "../request/guard.server";\n');
		expect(check(root)).toHaveLength(1);
	});

	it("fails shared code importing a feature, and the worker importing any feature", () => {
		plant("app/contract/x.ts", 'export { y } from "#app/features/news/index";\n');
		plant("worker/mock/rules.ts", 'import { z } from "#app/features/passwords/rules";\n');
		expect(check(root).map((line) => line.split(":")[0])).toEqual(["app/contract/x.ts", "worker/mock/rules.ts"]);
	});

	it("fails a feature importing another feature, by a relative path or the alias", () => {
		plant("app/features/passwords/password-fields.tsx", "export const useHydrated = () => true;\n");
		plant("app/features/passwords/routes/change.tsx", 'import { useHydrated } from "../password-fields";\n');
		plant(
			"app/features/two-factor/routes/two-factor.tsx",
			'import { useHydrated } from "../../passwords/password-fields";\n',
		);
		plant("app/features/sign-in/login.tsx", 'import { useHydrated } from "#app/features/passwords/password-fields";\n');
		expect(check(root)).toEqual([
			"app/features/sign-in/login.tsx:1: app/features/sign-in imports another feature (#app/features/passwords/password-fields); move the shared piece down",
			"app/features/two-factor/routes/two-factor.tsx:1: app/features/two-factor imports another feature (../../passwords/password-fields); move the shared piece down",
		]);
	});

	it("finds nothing pointing up in this repository", () => {
		expect(check(process.cwd())).toEqual([]);
	});
});
