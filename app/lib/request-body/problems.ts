/* What the worker's body reader found wrong with a post, for the pages (docs/decisions/035-request-bodies.md). */

type BodyProblemKind = "unsupported" | "too-large" | "unreadable";

export type BodyProblem = { kind: BodyProblemKind; status: 400 | 413 | 415 };

/** What a member reads on the error screen: what happened and what to do next. */
export const BODY_PROBLEM_MESSAGES: Readonly<Record<BodyProblemKind, string>> = {
	unsupported:
		"送信された内容の形式（文字コード）に対応していません。ページを再読み込みしてから、もう一度入力して送信してください。",
	"too-large": "送信された内容が大きすぎます。入力した文章を短くしてから、もう一度送信してください。",
	unreadable:
		"送信された内容を最後まで読み取れませんでした。通信状態のよい場所で、ページを再読み込みしてからもう一度送信してください。",
};

export const BODY_PROBLEMS: Readonly<Record<BodyProblemKind, BodyProblem>> = {
	unsupported: { kind: "unsupported", status: 415 },
	"too-large": { kind: "too-large", status: 413 },
	unreadable: { kind: "unreadable", status: 400 },
};
