import { createMiddleware } from "hono/factory";
import { BODY_PROBLEM_MESSAGES, BODY_PROBLEMS, type BodyProblem } from "../../app/lib/request-body/problems";
import type { WorkerEnv } from "../types";
import { DRAIN_FLAG } from "./drain-request-body";

/** Room to spare over our longest form, under 30 KB fully percent-encoded (docs/decisions/035-request-bodies.md). */
export const MAX_BODY_BYTES = 128 * 1024;

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const PROXY_PATH = /^\/api\/(?:orange|lime)\/v1\//;
const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";
const JSON_TYPE = "application/json";

type MediaType = { type: string; charset: string | null; boundary: string | null };

function mediaTypeOf(header: string | null): MediaType | null {
	if (header === null || header.trim() === "") return null;
	const [type = "", ...params] = header.split(";");
	const param = (name: string) => {
		for (const part of params) {
			const [key, ...rest] = part.split("=");
			if (key?.trim().toLowerCase() === name)
				return rest
					.join("=")
					.trim()
					.replace(/^"(.*)"$/, "$1");
		}
		return null;
	};
	return {
		type: type.trim().toLowerCase(),
		charset: param("charset")?.toLowerCase() ?? null,
		boundary: param("boundary"),
	};
}

/** UTF-8 is the only encoding our pages post in (and the only one the APIs take). */
const isUtf8 = (charset: string | null) => charset === null || charset === "utf-8" || charset === "utf8";

/** Reads at most `limit` bytes as they come (null beyond); the rest is drained under the dev server, else cancelled. */
async function readBounded(
	body: ReadableStream<Uint8Array>,
	limit: number,
	drain: boolean,
): Promise<Uint8Array<ArrayBuffer> | null> {
	const reader = body.getReader();
	const chunks: Uint8Array[] = [];
	let total = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		total += value.byteLength;
		if (total > limit) {
			if (drain) while (!(await reader.read()).done);
			else await reader.cancel();
			return null;
		}
		chunks.push(value);
	}
	const bytes = new Uint8Array(total);
	let offset = 0;
	for (const chunk of chunks) {
		bytes.set(chunk, offset);
		offset += chunk.byteLength;
	}
	return bytes;
}

const strictUtf8 = () => new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Every name and value of a URL-encoded body, percent-decoded, must be UTF-8 (no lone surrogates, no stray bytes). */
function isReadableUrlEncoded(bytes: Uint8Array): boolean {
	let text: string;
	try {
		text = strictUtf8().decode(bytes);
	} catch {
		return false;
	}
	for (const pair of text.split("&")) {
		for (const part of pair.split("=")) {
			const raw = part.replaceAll("+", " ");
			const decoded: number[] = [];
			for (let index = 0; index < raw.length; index++) {
				const hex = raw[index] === "%" ? raw.slice(index + 1, index + 3) : "";
				if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
					decoded.push(Number.parseInt(hex, 16));
					index += 2;
				} else decoded.push(...new TextEncoder().encode(raw[index]));
			}
			try {
				strictUtf8().decode(new Uint8Array(decoded));
			} catch {
				return false;
			}
		}
	}
	return true;
}

/** A multipart body must parse, and carry text only: no form of ours has a file field. */
async function isReadableMultipart(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<boolean> {
	try {
		const form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
		for (const [, value] of form) if (typeof value !== "string") return false;
		return true;
	} catch {
		return false;
	}
}

function isReadableJson(bytes: Uint8Array): boolean {
	try {
		JSON.parse(strictUtf8().decode(bytes));
		return true;
	} catch {
		return false;
	}
}

/** What is wrong with a body's declared type, before a byte of it is read; null when it may be read. */
function typeProblem(media: MediaType | null, proxy: boolean): BodyProblem | null {
	// No type at all is judged by the body: an empty one is an empty form, anything else a 415.
	if (media === null) return null;
	const accepted = proxy ? [JSON_TYPE] : [FORM, MULTIPART];
	if (!accepted.includes(media.type) || !isUtf8(media.charset)) return BODY_PROBLEMS.unsupported;
	if (media.type === MULTIPART && !media.boundary) return BODY_PROBLEMS.unreadable;
	return null;
}

async function contentProblem(bytes: Uint8Array<ArrayBuffer>, media: MediaType | null, contentType: string) {
	if (media === null) return bytes.byteLength === 0 ? null : BODY_PROBLEMS.unsupported;
	const readable =
		media.type === JSON_TYPE
			? bytes.byteLength === 0 || isReadableJson(bytes)
			: media.type === MULTIPART
				? await isReadableMultipart(bytes, contentType)
				: isReadableUrlEncoded(bytes);
	return readable ? null : BODY_PROBLEMS.unreadable;
}

type Outcome = { problem: BodyProblem } | { bytes: Uint8Array<ArrayBuffer> };

async function readBody(request: Request, proxy: boolean, drain: boolean): Promise<Outcome> {
	const contentType = request.headers.get("Content-Type") ?? "";
	const media = mediaTypeOf(contentType);
	const lengthHeader = request.headers.get("Content-Length");
	const declaredLength = lengthHeader === null ? Number.NaN : Number(lengthHeader);
	const typeRefusal = typeProblem(media, proxy);
	if (typeRefusal) return { problem: typeRefusal };
	if (declaredLength > MAX_BODY_BYTES) return { problem: BODY_PROBLEMS["too-large"] };
	if (request.body === null) return { bytes: new Uint8Array(0) };
	let bytes: Uint8Array<ArrayBuffer> | null;
	try {
		bytes = await readBounded(request.body, MAX_BODY_BYTES, drain);
	} catch {
		// The client went away mid-body, or sent less than its Content-Length.
		return { problem: BODY_PROBLEMS.unreadable };
	}
	if (bytes === null) return { problem: BODY_PROBLEMS["too-large"] };
	const problem = await contentProblem(bytes, media, contentType);
	return problem ? { problem } : { bytes };
}

/** The request again, with a body that has been read and judged (or none at all). */
function withBody(request: Request, bytes: Uint8Array<ArrayBuffer> | null): Request {
	const headers = new Headers(request.headers);
	headers.delete("Content-Length");
	if (bytes === null) headers.delete("Content-Type");
	// An empty post with no type (a bare sign-out button from a script) reads as an empty form.
	else if (!headers.has("Content-Type")) headers.set("Content-Type", FORM);
	return new Request(request.url, {
		method: request.method,
		headers,
		body: bytes,
		redirect: request.redirect,
		signal: request.signal,
	});
}

/** The one body reader: read once, bounded, judged (415, 413, 400) before any route sees it. */
export const requestBody = () =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		if (!BODY_METHODS.has(c.req.method)) return next();
		const proxy = PROXY_PATH.test(new URL(c.req.url).pathname);
		const outcome = await readBody(c.req.raw, proxy, c.env[DRAIN_FLAG] === "true");
		if ("problem" in outcome) {
			const { status, kind } = outcome.problem;
			if (proxy) {
				return c.json({ status, errors: [BODY_PROBLEM_MESSAGES[kind]] }, status, { "Cache-Control": "no-store" });
			}
			c.set("bodyProblem", outcome.problem);
			c.req.raw = withBody(c.req.raw, null);
		} else c.req.raw = withBody(c.req.raw, outcome.bytes);
		return next();
	});
