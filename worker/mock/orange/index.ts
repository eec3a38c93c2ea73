import { Hono } from "hono";
import { errorFields, log } from "#app/lib/logging/log-line";
import { errorBody, NOT_FOUND_MESSAGE } from "../http";
import { createRouter, type MockOptions } from "../route";
import { serveContact } from "./contact";
import { serveCurrentUser } from "./current-user";
import { orangeGuard } from "./guard";
import { serveHealthSupports } from "./health-supports";
import { serveNews } from "./news";
import { servePasswords } from "./passwords";
import { serveQuestionnaire } from "./questionnaire";
import { serveRecipeSettings } from "./recipe-settings";
import { serveTwoFactors } from "./two-factors";

/** The mock main API, serving `/api/orange/v1/...`; every call of the contract, one file per contract module. */
export function createOrangeMock(options: MockOptions = {}): Hono {
	const app = new Hono();
	const now = options.now ?? Date.now;
	const serve = createRouter(app, orangeGuard, options, ({ state }, call) => {
		state.writes[call] = (state.writes[call] ?? 0) + 1;
	});
	serveCurrentUser(serve);
	servePasswords(serve);
	serveHealthSupports(serve);
	serveNews(serve);
	serveQuestionnaire(serve, now);
	serveRecipeSettings(serve, now);
	serveTwoFactors(serve, now);
	serveContact(serve, now);

	app.notFound(() => errorBody(404, [NOT_FOUND_MESSAGE]));
	app.onError((error) => {
		log("error", "[mock orange] failed", errorFields(error));
		return errorBody(500, ["サーバーでエラーが発生しました"]);
	});
	return app;
}

export const orangeMock = createOrangeMock();
