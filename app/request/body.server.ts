import { data, type MiddlewareFunction } from "react-router";
import { BODY_PROBLEM_MESSAGES } from "#app/lib/request-body/problems";
import { bodyProblemContext } from "./context.server";

const LIME_PREFIX = "/contact_detail_form/";

/** Throws the refused body's status and message to the nearest error screen; nothing else runs. */
const refuseBody: MiddlewareFunction<Response> = ({ context }) => {
	const problem = context.get(bodyProblemContext);
	if (problem) throw data(BODY_PROBLEM_MESSAGES[problem.kind], { status: problem.status });
};

/** Root: the orange error screen, for every page outside the contact-detail flow. */
export const refuseUnreadableBody: MiddlewareFunction<Response> = (args, next) =>
	new URL(args.request.url).pathname.startsWith(LIME_PREFIX) ? undefined : refuseBody(args, next);

/** The contact-detail layout: its own (lime) error screen, before the URL token is checked upstream. */
export const refuseUnreadableLimeBody: MiddlewareFunction<Response> = refuseBody;
