import { readFileSync } from "node:fs";

/** Where tests/e2e/oidc/harness.mjs writes the providers' addresses (their ports are chosen at start). */
export const OIDC_HARNESS_FILE = "test-results/oidc-harness.json";

export function harness(): { issuer: string; impostor: string } {
	return JSON.parse(readFileSync(OIDC_HARNESS_FILE, "utf8"));
}
