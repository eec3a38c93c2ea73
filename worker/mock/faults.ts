import { errorBody } from "./http";

/* Failures on demand (docs/mock-backend.md): a header, or an id or token field set to a fault; never free text. */
export const FAULTS = [
	"401-001",
	"401-002",
	"401-003",
	"403-001",
	"403-002",
	"404",
	"410",
	"500",
	"503",
	"malformed",
	"slow",
	/** The API acts, then its answer is lost on the way back (a 502 from the gateway in front of it). */
	"lost",
] as const;
export type Fault = (typeof FAULTS)[number];

const FAULT_HEADER = "x-mock-fault";
const FAULT_TOKEN_PREFIX = "fault-";

/** `9` + HTTP status + the error code's last digit (or the status alone); 9200 is a broken 200, 9408 a slow one. */
export const FAULT_IDS: Readonly<Record<number, Fault>> = {
	94011: "401-001",
	94012: "401-002",
	94013: "401-003",
	94031: "403-001",
	94032: "403-002",
	9404: "404",
	9410: "410",
	9500: "500",
	9503: "503",
	9200: "malformed",
	9408: "slow",
};

/** Past the client's 10 s timeout. */
export const SLOW_FAULT_MS = 12_000;

function isFault(value: string): value is Fault {
	return (FAULTS as readonly string[]).includes(value);
}

export function faultFromHeader(request: Request): Fault | undefined {
	const value = request.headers.get(FAULT_HEADER)?.trim() ?? "";
	return isFault(value) ? value : undefined;
}

/** A fault named by an id or token field of the call's parsed path, query or body. */
export function faultFromFields(fields: [name: string, value: unknown][]): Fault | undefined {
	for (const [name, value] of fields) {
		const isId = name === "id" || name.endsWith("Id");
		if (isId && typeof value === "number" && FAULT_IDS[value]) return FAULT_IDS[value];
		if (name.endsWith("Token") && typeof value === "string" && value.startsWith(FAULT_TOKEN_PREFIX)) {
			const name = value.slice(FAULT_TOKEN_PREFIX.length);
			if (isFault(name)) return name;
		}
	}
	return undefined;
}

const CODED: Readonly<Record<string, { status: number; message: string }>> = {
	"401-001": { status: 401, message: "ログインしてください" },
	"401-002": { status: 401, message: "二段階認証が完了していません" },
	"401-003": { status: 401, message: "認証の有効期限が切れました。再度ログインしてください" },
	"403-001": { status: 403, message: "この操作は許可されていません" },
	"403-002": { status: 403, message: "パスワードを変更してください" },
};

const PLAIN: Readonly<Record<string, string>> = {
	"404": "お探しの情報は見つかりませんでした",
	"410": "有効期限が切れています",
	"500": "サーバーでエラーが発生しました",
	"503": "ただいまメンテナンス中です。しばらくしてから再度お試しください",
};

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
	return new Promise((resolve) => {
		const timer = setTimeout(resolve, ms);
		signal?.addEventListener(
			"abort",
			() => {
				clearTimeout(timer);
				resolve();
			},
			{ once: true },
		);
	});
}

/** The response a fault forces, or undefined: `slow` only delays. */
export async function applyFault(
	fault: Fault,
	options: { slowMs: number; signal?: AbortSignal },
): Promise<Response | undefined> {
	if (fault === "slow") {
		await sleep(options.slowMs, options.signal);
		return undefined;
	}
	// Acted on by the route itself: the handler runs, its answer is replaced.
	if (fault === "lost") return undefined;
	if (fault === "malformed") {
		return new Response('{"status":200,"items":[', { headers: { "Content-Type": "application/json" } });
	}
	const coded = CODED[fault];
	if (coded) return errorBody(coded.status, [coded.message], fault);
	const status = Number(fault);
	return errorBody(status, [PLAIN[fault] ?? "エラーが発生しました"]);
}
