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

/** Statuses after which an action needs nothing more from the member. */
export const SETTLED_ACTION_STATUSES: ReadonlySet<ActionStatus> = new Set(["reported", "done"]);
