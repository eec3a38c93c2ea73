import { setCookieLines } from "#app/session/cookies.server";
import { type Case, prepare } from "./cases";
import { routeWorld } from "./router";
import { inProcessMock } from "./upstream";
import { cookieHeader, ORIGIN } from "./worker";

/** The Cookie header of a browser that has gone through what `testCase` needs (signed in, identified on a link). */
export async function visitorCookie(testCase: Pick<Case, "as">): Promise<string> {
	const world = routeWorld({ fetch: inProcessMock() });
	await prepare(world, testCase.as);
	return cookieHeader(await setCookieLines(world.cookies));
}

/** A same-origin post from our own page, as a browser sends it. */
export function pagePost(path: string, cookie: string, body: BodyInit | null, contentType?: string): Request {
	const headers = new Headers({ Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", Cookie: cookie });
	if (contentType !== undefined) headers.set("Content-Type", contentType);
	return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body, redirect: "manual" });
}
