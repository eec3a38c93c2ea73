import type { MiddlewareFunction } from "react-router";
import { postedFormContext } from "./context.server";

/** Notes whether this request posts a form: loaders after a document post see a GET (decision 057). */
export const markPostedForm: MiddlewareFunction<Response> = ({ request, context }) => {
	context.set(postedFormContext, request.method !== "GET" && request.method !== "HEAD");
};
