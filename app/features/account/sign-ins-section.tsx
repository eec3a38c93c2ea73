import { Link } from "react-router";
import { ConfirmStep } from "#app/components/confirm-step";
import { END_OTHER_SIGN_INS } from "#app/components/end-other-sign-ins";
import { FormErrors } from "#app/components/form";
import { formatJapanTime } from "#app/lib/japanese/dates";
import type { SignInList } from "#app/request/sign-ins.server";
import type { SecondFactor, SignInRow } from "#app/session/sign-in-registry";

/** The intent of ending one sign-in; its key comes in the field `signIn`. */
export const END_SIGN_IN = "end-sign-in";

/** Without JavaScript the question before ending is this page with the query (`confirm`, `sign_in`). */
export type Confirming = { intent: typeof END_SIGN_IN; key: string } | { intent: typeof END_OTHER_SIGN_INS } | null;

const SECOND_FACTOR_LABELS: Record<SecondFactor, string> = {
	sms: "SMSの認証コード",
	email: "メールの認証コード",
	trusted: "認証済みブラウザ",
};

const ENDED_LABELS: Record<NonNullable<SignInRow["ended"]>, string> = {
	pending: "・別の端末からログアウトさせました",
	told: "・別の端末からログアウトさせました",
	"signed-out": "・ログアウト済み",
};

function When({ at }: { at: number }) {
	return <time dateTime={new Date(at).toISOString()}>{formatJapanTime(at)}</time>;
}

function SignInItem({ row, isThis, confirming }: { row: SignInRow; isThis: boolean; confirming: Confirming }) {
	const labelId = `sign-in-${row.key}`;
	return (
		<li className="sign-in">
			<p className="sign-in__device" id={labelId}>
				<strong>{row.device}</strong>
				{isThis ? <span className="sign-in__this">この端末</span> : null}
			</p>
			<dl className="facts">
				<div>
					<dt>場所（おおよそ）</dt>
					<dd>{row.place}</dd>
				</div>
				<div>
					<dt>ログイン</dt>
					<dd>
						<When at={row.startedAt} />
					</dd>
				</div>
				<div>
					<dt>最後の利用</dt>
					<dd>
						<When at={row.lastUsedAt} />
					</dd>
				</div>
				<div>
					<dt>ブラウザ</dt>
					<dd>{row.trusted ? "認証済み（信頼する）" : "認証済みではありません"}</dd>
				</div>
			</dl>
			{isThis ? null : (
				<ConfirmStep
					triggerLabel="ログアウトさせる"
					title={`${row.device}（${row.place}）をログアウトさせますか`}
					confirmLabel="ログアウトさせる"
					confirming={confirming?.intent === END_SIGN_IN && confirming.key === row.key}
					confirmQuery={`confirm=${END_SIGN_IN}&sign_in=${row.key}`}
					pagePath="/users/detail"
					intent={END_SIGN_IN}
					fields={{ signIn: row.key }}
					describedBy={labelId}
				>
					<p>その端末では、遅くとも1分後の操作からログインし直しが必要になります。</p>
				</ConfirmStep>
			)}
		</li>
	);
}

/** 「ログイン中の端末」 and the latest sign-ins: where the member is signed in, and ending the ones not theirs. */
export function SignInsSection({
	list,
	confirming,
	errors,
}: {
	list: SignInList | null;
	confirming: Confirming;
	errors: readonly string[] | undefined;
}) {
	return (
		<section aria-labelledby="sign-ins-heading" className="card content-section" id="sign-ins">
			<h2 id="sign-ins-heading">ログイン中の端末</h2>
			<FormErrors errors={errors} />
			{list ? (
				<>
					<p>このサイトにログインしている端末です。心当たりのない端末は、ログアウトさせてください。</p>
					<ul className="sign-ins">
						{/* This browser's first, then the others as the registry lists them (last used first). */}
						{[...list.signIns]
							.sort((a, b) => Number(b.key === list.thisKey) - Number(a.key === list.thisKey))
							.map((row) => (
								<SignInItem key={row.key} row={row} isThis={row.key === list.thisKey} confirming={confirming} />
							))}
					</ul>
					{list.signIns.some((row) => row.key !== list.thisKey) ? (
						<div className="form-actions-block">
							<ConfirmStep
								triggerLabel="この端末以外からログアウトする"
								title="この端末以外のすべての端末からログアウトしますか"
								confirmLabel="ログアウトする"
								confirming={confirming?.intent === END_OTHER_SIGN_INS}
								confirmQuery={`confirm=${END_OTHER_SIGN_INS}`}
								pagePath="/users/detail"
								intent={END_OTHER_SIGN_INS}
							>
								<p>
									この端末はログインしたままです。ほかの端末では、遅くとも1分後の操作からログインし直しが必要になります。
								</p>
							</ConfirmStep>
						</div>
					) : null}
					<h3>最近のログイン</h3>
					<ul className="sign-in-history">
						{list.history.map((row) => (
							<li key={row.key}>
								<When at={row.startedAt} /> {row.device}（{row.place}）
								<br />
								<span className="muted">
									二段階認証：{row.secondFactor ? SECOND_FACTOR_LABELS[row.secondFactor] : "未完了"}
									{row.ended ? ENDED_LABELS[row.ended] : ""}
								</span>
							</li>
						))}
					</ul>
					<p>
						心当たりのないログインがあるときは、すぐに<Link to="/users/password/update">パスワードを変更</Link>
						し、<Link to="/contact/user">お問い合わせ</Link>からご連絡ください。
					</p>
				</>
			) : (
				<p>
					ログイン中の端末を表示できませんでした。時間をおいて、<a href="/users/detail">ページを再読み込み</a>
					してください。
				</p>
			)}
		</section>
	);
}
