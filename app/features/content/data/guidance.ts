import type { ActionStatus } from "#app/contract/labels";

/** What each action status means for the member (ホーム「状況の見方」). Labels come from app/contract/labels.ts. */
export const ACTION_STATUS_DESCRIPTIONS: Readonly<Record<ActionStatus, string>> = {
	first: "初回面談の日程が決まり、面談をお待ちいただいている状態です。",
	before: "予定日より前で、まだ実施していない支援です。",
	waiting: "お申し込みを受け付け、担当者からの連絡をお待ちいただいている状態です。",
	unreported: "予定日を過ぎていますが、取り組みの結果がまだ報告されていません。アプリから報告してください。",
	reported: "取り組みの結果をご報告いただき、担当者が確認している状態です。",
	done: "支援が終わりました。",
};

/**
 * What a member should do about an action whose day has passed, by its status: only 未報告 and 実施前
 * wait on the member; 受付待ち waits on the staff, and an overdue 初回面談 needs a new date.
 */
export const OVERDUE_ACTION_ADVICE: Readonly<Record<Exclude<ActionStatus, "reported" | "done">, string>> = {
	first: "面談の日程を改めて決めるため、担当者にご連絡ください。",
	before: "実施した場合は、取り組みの結果をアプリから報告してください。",
	waiting: "担当者からの連絡をお待ちください。しばらく連絡がない場合は、担当者にお問い合わせください。",
	unreported: "取り組みの結果をアプリから報告してください。",
};

/** Statuses after which an action needs nothing more from the member. */
export const SETTLED_ACTION_STATUSES: ReadonlySet<ActionStatus> = new Set(["reported", "done"]);
