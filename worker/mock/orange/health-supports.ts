import { getHealthSupport, listHealthSupports } from "#app/contract/orange/health-supports";
import { demoCalendar } from "../calendar";
import { errorBody, NOT_FOUND_MESSAGE } from "../http";
import { MESSAGES } from "../messages";
import { healthSupportsAsOf } from "../seed-health-supports";
import { type OrangeServe, profileOf } from "./shared";

export function serveHealthSupports(serve: OrangeServe): void {
	serve(listHealthSupports, ({ auth, query }) => {
		// Another member's insurer record is not this member's business.
		if (query.kenpoUserId !== undefined && query.kenpoUserId !== profileOf(auth).kenpoUserId) {
			return errorBody(404, [NOT_FOUND_MESSAGE]);
		}
		return { data: { items: healthSupportsAsOf(demoCalendar().today()) } };
	});

	serve(getHealthSupport, ({ params }) => {
		const article = healthSupportsAsOf(demoCalendar().today()).find((item) => item.id === params.id);
		return article ? { data: article } : errorBody(404, [MESSAGES.healthSupportNotFound]);
	});
}
