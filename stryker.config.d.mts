/** Types of stryker.config.mjs for the TypeScript that reads it (tests/unit/mutation-scores.test.ts). */
import type { PartialStrykerOptions } from "@stryker-mutator/api/core";

export declare const equivalentMutants: ReadonlyArray<{ file: string; mutators: string; reason: string }>;
declare const config: PartialStrykerOptions;
export default config;
