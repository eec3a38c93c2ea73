import type { MiddlewareFunction } from "react-router";
import { submittedContext } from "./context.server";

/** Notes whether this request posts a form: loaders after a document post see a GET (decision 057). */
export const rememberSubmission: MiddlewareFunction<Response> = ({ request, context }) => {
	context.set(submittedContext, request.method !== "GET" && request.method !== "HEAD");
};
