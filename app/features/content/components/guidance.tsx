import {
	ACTION_STATUS_LABELS,
	ACTION_STATUSES,
	ACTION_TYPE_LABELS,
	SPECIFIC_HEALTH_GUIDANCE_PERIOD_LABELS,
} from "#app/contract/labels";
import type { SpecificHealthGuidance } from "#app/contract/orange/current-user";
import { formatDate } from "#app/lib/japanese/dates";
import { ACTION_STATUS_DESCRIPTIONS, OVERDUE_ACTION_ADVICE, SETTLED_ACTION_STATUSES } from "../data/guidance";
import { guidanceSchedule } from "../data/guidance-schedule";

/** `label` names the column on phones, where each row stands as a small card (see content.css). */
function DateCell({ date, label }: { date: string | null; label: string }) {
	return (
		<td className="nowrap" data-label={label}>
			{date ? <time dateTime={date}>{formatDate(date)}</time> : "未定"}
		</td>
	);
}

/** The member's specific health guidance programme (docs/contract.md), or a kind word when there is none. */
export function GuidanceSection({ guidance, today }: { guidance: SpecificHealthGuidance | null; today: string }) {
	return (
		<section aria-labelledby="guidance-heading" id="guidance" className="card content-section">
			<h2 id="guidance-heading">特定保健指導</h2>
			{guidance ? <Programme guidance={guidance} today={today} /> : <NotEnrolled />}
		</section>
	);
}

function NotEnrolled() {
	return (
		<>
			<p>現在、特定保健指導の対象ではありません。</p>
			<p className="muted">
				特定健康診査（健診）の結果、生活習慣を見直すサポートが必要と判定された方には、健康保険組合からご案内をお送りし、こちらに予定を表示します。これからも毎年の健診を受けて、健康な毎日を続けましょう。
			</p>
		</>
	);
}

type Action = SpecificHealthGuidance["actions"][number];

/** 「中間評価（予定・受付待ち・2026年11月30日）」: what, its state, and when, in one pair of brackets. */
function actionLine(action: Action): string {
	const when = action.scheduledOn ? formatDate(action.scheduledOn) : "日程調整中";
	const [, name = "", note] = /^(.*?)(?:（(.*)）)?$/.exec(ACTION_TYPE_LABELS[action.type]) ?? [];
	return `${name}（${[note, ACTION_STATUS_LABELS[action.status], when].filter(Boolean).join("・")}）`;
}

function overdueAdvice(action: Action): string {
	// Settled actions are never overdue (guidanceSchedule); a settled one would need no advice.
	return action.status === "reported" || action.status === "done" ? "" : OVERDUE_ACTION_ADVICE[action.status];
}

function Programme({ guidance, today }: { guidance: SpecificHealthGuidance; today: string }) {
	const { actions } = guidance;
	const settled = actions.filter((action) => SETTLED_ACTION_STATUSES.has(action.status)).length;
	const { overdue, next } = guidanceSchedule(actions, today);
	const open = actions.length - settled;
	return (
		<>
			<dl className="facts">
				<div>
					<dt>制度</dt>
					<dd>{SPECIFIC_HEALTH_GUIDANCE_PERIOD_LABELS[guidance.period]}の特定保健指導</dd>
				</div>
				<div>
					<dt>期間</dt>
					<dd>
						<time dateTime={guidance.startedOn}>{formatDate(guidance.startedOn)}</time>〜
						<time dateTime={guidance.endsOn}>{formatDate(guidance.endsOn)}</time>
					</dd>
				</div>
				<div>
					<dt>進み具合</dt>
					<dd>
						{actions.length}件中{settled}件が報告済み・完了
					</dd>
				</div>
			</dl>
			{overdue.length > 0 ? (
				<div className="guidance-overdue">
					<p>
						<strong>予定日を過ぎています：</strong>
					</p>
					<ul>
						{overdue.map((action) => (
							<li key={action.id}>
								{actionLine(action)}
								<br />
								<span className="muted">{overdueAdvice(action)}</span>
							</li>
						))}
					</ul>
				</div>
			) : null}
			{next ? (
				<p className="guidance-next">
					<strong>次の予定：</strong>
					{actionLine(next)}
				</p>
			) : open === 0 ? (
				<p className="guidance-next">すべての支援が終わりました。おつかれさまでした。</p>
			) : (
				<p className="guidance-next">次の予定はまだ決まっていません。</p>
			)}
			<div className="table-scroll">
				<table className="data-table data-table--stack">
					<caption>面談・支援の予定と状況</caption>
					<thead>
						<tr>
							<th scope="col">内容</th>
							<th scope="col">予定日</th>
							<th scope="col">実施日</th>
							<th scope="col">状況</th>
						</tr>
					</thead>
					<tbody>
						{actions.map((action) => (
							<tr key={action.id}>
								<th scope="row">{ACTION_TYPE_LABELS[action.type]}</th>
								<DateCell date={action.scheduledOn} label="予定日" />
								<DateCell date={action.completedOn} label="実施日" />
								<td data-label="状況">
									<span className={`status status--${action.status}`}>{ACTION_STATUS_LABELS[action.status]}</span>
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<details className="disclosure">
				<summary>状況の見方</summary>
				<dl className="glossary">
					{ACTION_STATUSES.map((status) => (
						<div key={status}>
							<dt>
								<span className={`status status--${status}`}>{ACTION_STATUS_LABELS[status]}</span>
							</dt>
							<dd>{ACTION_STATUS_DESCRIPTIONS[status]}</dd>
						</div>
					))}
				</dl>
				<p className="muted">「（予定）」の付いた支援は日程が仮のもので、今後変わることがあります。</p>
			</details>
		</>
	);
}
