import * as z from "zod";
import { FAULTS, type Fault } from "./faults";
import { mockState } from "./state";
import { memberFromRequest } from "./tokens";

/* A test arms a fault for the next calls of one call, scoped so side-by-side tests never trip each other. */
export const armFaultSchema = z
	.object({
		/** The call as `callLabel` writes it: `POST /api/orange/v1/contact`. */
		call: z.string().regex(/^(GET|POST|PUT|PATCH|DELETE) \/api\/(orange|lime)\/v1\/\S+$/),
		fault: z.enum(FAULTS),
		/** Only calls made with this member's bearer token. */
		member: z.number().int().positive().optional(),
		/** Only calls whose JSON body contains this text (a unique e-mail address, say). */
		bodyContains: z.string().min(1).optional(),
		times: z.number().int().min(1).max(100).default(1),
	})
	.refine((armed) => armed.member !== undefined || armed.bodyContains !== undefined, {
		message: "scope the fault with member or bodyContains",
	});

export type ArmedFault = z.output<typeof armFaultSchema>;

export function armFault(armed: ArmedFault): void {
	mockState().armedFaults.push({ ...armed });
}

/** The fault armed for this call, used up by one; undefined when none matches. */
export function takeArmedFault(call: string, request: Request, body: unknown): Fault | undefined {
	const armedFaults = mockState().armedFaults;
	if (armedFaults.length === 0) return undefined;
	const memberId = memberFromRequest(request)?.id;
	const bodyText = body === undefined ? "" : JSON.stringify(body);
	const index = armedFaults.findIndex(
		(armed) =>
			armed.call === call &&
			(armed.member === undefined || armed.member === memberId) &&
			(armed.bodyContains === undefined || bodyText.includes(armed.bodyContains)),
	);
	const armed = armedFaults[index];
	if (!armed) return undefined;
	armed.times -= 1;
	if (armed.times === 0) armedFaults.splice(index, 1);
	return armed.fault;
}
