import { data, type RouterContextProvider, redirect } from "react-router";
import * as z from "zod";
import type { ContactReceipt } from "#app/contract/orange/contact";
import { writeOutcomeOf } from "#app/lib/api/errors";
import { parseSubmission, replyToFailure } from "#app/lib/forms/form.server";
import { SUBMISSION_KEY_FIELD, submissionKeyOf } from "#app/lib/forms/submission-key";
import { formatDate, jstDateOf } from "#app/lib/japanese/dates";
import { japanClockTime } from "#app/lib/japanese/japan-time";
import type { RateLimitKind } from "#app/lib/security/rate-limit-keys";
import { pageUrl } from "#app/lib/urls/page-url";
import { configContext } from "#app/request/context.server";
import { judgeFailedSubmit } from "#app/request/error-policy.server";
import { RATE_LIMITED_MESSAGE, withinRateLimit } from "#app/request/rate-limit.server";
import { seal, unseal } from "#app/session/sealed.server";
import {
	CONTACT_HONEYPOT_FIELD,
	CONTACT_INTENT,
	type ContactActionData,
	type ContactReceiptView,
	type ContactValues,
} from "./contact-flow";

type Context = Readonly<RouterContextProvider>;

/** The completion page is `?receipt=<sealed>`: a reload sends nothing, and nobody can forge a receipt. */
const RECEIPT_PARAM = "receipt";
const RECEIPT_PURPOSE = "contact-receipt";

const sealedReceiptSchema = z.object({
	id: z.int().positive().nullable(),
	receivedAt: z.string().nullable(),
});
type SealedReceipt = z.output<typeof sealedReceiptSchema>;

function sealContext(context: Context, pathname: string) {
	// The path is the additional data: a receipt of /contact does not open on /contact/user.
	return { secrets: context.get(configContext).SESSION_SECRET, purpose: RECEIPT_PURPOSE, name: pathname };
}

async function completionPath(context: Context, pathname: string, receipt: SealedReceipt): Promise<string> {
	const sealed = await seal(JSON.stringify(receipt), sealContext(context, pathname));
	return `${pathname}?${RECEIPT_PARAM}=${sealed}`;
}

function formatReceivedAt(instant: string): string {
	return `${formatDate(jstDateOf(instant))} ${japanClockTime(Date.parse(instant))}`;
}

/** The receipt a completion URL carries; null (the input step) when there is none or it does not open. */
export async function readContactReceipt(request: Request, context: Context): Promise<ContactReceiptView | null> {
	const url = pageUrl(request);
	const sealed = url.searchParams.get(RECEIPT_PARAM);
	if (!sealed) return null;
	const plaintext = await unseal(sealed, sealContext(context, url.pathname));
	if (plaintext === null) return null;
	try {
		const receipt = sealedReceiptSchema.parse(JSON.parse(plaintext));
		return {
			number: receipt.id,
			receivedAt:
				receipt.receivedAt && !Number.isNaN(Date.parse(receipt.receivedAt))
					? formatReceivedAt(receipt.receivedAt)
					: null,
		};
	} catch {
		return null;
	}
}

type ContactActionArgs<S extends z.ZodType<ContactValues>> = {
	request: Request;
	context: Context;
	schema: S;
	/** Public form only: a filled honeypot "succeeds" without calling the API. */
	honeypot: boolean;
	/** Public form only: sending counts against the client address's limit. */
	rateLimit?: RateLimitKind;
	send: (values: z.output<S>, signal: AbortSignal, idempotencyKey: string) => Promise<ContactReceipt>;
};

/** One action for both enquiry routes: each post carries the whole enquiry, validated again; only 送信する sends it. */
export async function contactAction<S extends z.ZodType<ContactValues>>({
	request,
	context,
	schema,
	honeypot,
	rateLimit,
	send,
}: ContactActionArgs<S>) {
	const { formData, fields, submission } = await parseSubmission(request, schema);
	const { pathname } = pageUrl(request);

	const trap = formData.get(CONTACT_HONEYPOT_FIELD);
	if (honeypot && typeof trap === "string" && trap !== "") {
		throw redirect(await completionPath(context, pathname, { id: null, receivedAt: null }));
	}

	if (submission.status !== "success") {
		return data<ContactActionData>({ step: "input", result: submission.reply() }, { status: 400 });
	}
	const intent = formData.get("intent");
	const submissionKey = submissionKeyOf(formData);
	// The confirm step posts the form back, judged again: each field as normalised, a date's parts as typed (its era kept).
	const confirmStep = () => {
		const values: Readonly<Record<string, unknown>> = submission.value;
		const posted = [...fields].flatMap(([name, raw]): [string, string][] => {
			if (name === SUBMISSION_KEY_FIELD) return [];
			const value = values[name];
			if (typeof value === "string") return [[name, value]];
			return typeof raw === "string" && !(name in values) ? [[name, raw]] : [];
		});
		// The confirm step is the form 送信する posts: its key stays the same on every resend of it.
		posted.push([SUBMISSION_KEY_FIELD, submissionKey]);
		return { step: "confirm" as const, values: submission.value, posted };
	};
	if (intent === CONTACT_INTENT.confirm) return data<ContactActionData>(confirmStep());
	if (intent !== CONTACT_INTENT.send) {
		// "修正する" (or no button, e.g. Enter): back to the input step with the values as they were.
		return data<ContactActionData>({ step: "input", result: submission.reply() });
	}

	if (rateLimit && !(await withinRateLimit(context, rateLimit, { request }))) {
		return data<ContactActionData>(
			{ step: "input", result: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }) },
			{ status: 429 },
		);
	}
	let receipt: ContactReceipt;
	try {
		receipt = await send(submission.value, request.signal, submissionKey);
	} catch (error) {
		const failure = await judgeFailedSubmit(error, { context, request });
		// A server that failed: nothing typed was wrong. The member stays on 確認 with the same enquiry
		// and its key, so 送信する again is safe whether or not the first one arrived (decision 055).
		if (failure.status >= 500) {
			const outcome = writeOutcomeOf(error);
			return data<ContactActionData>(
				{ ...confirmStep(), messages: failure.messages, outcome },
				{ status: failure.status },
			);
		}
		// The server refused what was typed: back on the input step, with everything kept, to change it.
		const { result, status } = replyToFailure(submission, failure);
		return data<ContactActionData>({ step: "input", result }, { status });
	}
	throw redirect(await completionPath(context, pathname, { id: receipt.id, receivedAt: receipt.receivedAt }));
}
