import { beforeAll } from "vitest";
import { forgetSharedAnswers } from "#app/lib/api/call.server";

/*
 * Test files share their runner's module memory (vitest.config.ts, `isolate: false`). What a
 * file's requests leave in the isolate's memos and a later file would read as its own upstream's
 * answer is forgotten before each file, as a fresh isolate would start.
 */
beforeAll(() => {
	forgetSharedAnswers();
});
