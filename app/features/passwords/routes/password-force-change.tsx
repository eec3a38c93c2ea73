import { Link } from "react-router";
import { arrivingWith } from "#app/components/arriving-with";
import { END_OTHER_SIGN_INS, EndOtherSignInsForm } from "#app/components/end-other-sign-ins";
import { FormErrors } from "#app/components/form";
import { PageTitle } from "#app/components/page-title";
import { SiteMenu } from "#app/components/shells";
import { SignOutForm } from "#app/components/sign-out-form";
import { returnToOf } from "#app/request/guard.server";
import { loadedCurrentUser } from "#app/request/member.server";
import css from "../password.css?url";
import { ChangePasswordForm } from "../password-fields";
import { endOtherSignInsAction, forcedChangeAction, passwordChangeLoader } from "../password-forms.server";
import type { Route } from "./+types/password-force-change";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/**
 * With nothing due the page says so and leads on, rather than asking; it never redirects by itself,
 * since a 403-002 from a rule the flag does not show would loop. Absent is unknown, not "nothing due".
 */
export async function loader(scope: Route.LoaderArgs) {
	const currentUser = await loadedCurrentUser(scope.context);
	return {
		...passwordChangeLoader(scope),
		due: currentUser.feature.securePassword !== true,
		returnTo: returnToOf(scope.request.url),
	};
}

const returnTo = (request: Request) => returnToOf(request.url);
const changeAction = forcedChangeAction(returnTo);
const endOthersAction = endOtherSignInsAction(returnTo);

/**
 * docs/status-rules.md: after the forced change, on to the page the member was going to; a member
 * signed in elsewhere too is first offered to end those sign-ins, on this page (decision 180).
 */
export async function action(scope: Route.ActionArgs) {
	const intent = (await scope.request.clone().formData()).get("intent");
	return intent === END_OTHER_SIGN_INS ? endOthersAction(scope) : changeAction(scope);
}

/** The next page is a member's: its menu's chunk loads beside this post, so that page shows whole. */
export const clientMiddleware = [arrivingWith(SiteMenu)];

export default function PasswordForceChangePage({ loaderData, actionData }: Route.ComponentProps) {
	if (actionData && "changed" in actionData) return <Changed {...actionData} />;
	if (!loaderData.due) return <NothingDue returnTo={loaderData.returnTo} />;
	return (
		<div className="password-page">
			<h1>パスワード変更のお願い</h1>
			<p className="lead">
				安全にご利用いただくため、パスワードの変更をお願いしています。現在のパスワードと新しいパスワードを入力してください。変更が終わると、ご覧になろうとしていたページへ進みます。
			</p>
			<ChangePasswordForm
				id="password-force-change"
				title="パスワード変更のお願い"
				lastResult={actionData}
				draft={loaderData.formDraft}
			/>
			<div className="password-aside">
				<p>
					現在のパスワードがわからない場合は、ログアウトしてから
					<Link to="/users/password/reset">パスワードの再設定</Link>
					を行ってください。
				</p>
				<SignOutForm label="ログアウト" buttonClassName="button" />
			</div>
		</div>
	);
}

/** The change is done; the member is signed in elsewhere too, so the page offers to end that first. */
function Changed({ others, next, errors }: { others: number; next: string; errors: readonly string[] }) {
	return (
		<div className="password-page">
			<PageTitle>パスワードを変更しました</PageTitle>
			<h1>パスワードを変更しました</h1>
			<p className="lead">次回のログインから、新しいパスワードをお使いください。</p>
			<FormErrors errors={errors} />
			<EndOtherSignInsForm
				action={`/users/password/force_change?returnTo=${encodeURIComponent(next)}`}
				others={others}
			/>
			<p>
				<Link to={next}>{next === "/" ? "ホームへ進む" : "ご覧になろうとしていたページへ進む"}</Link>
			</p>
		</div>
	);
}

function NothingDue({ returnTo }: { returnTo: string }) {
	return (
		<div className="password-page">
			<PageTitle>パスワードの変更は必要ありません</PageTitle>
			<h1>パスワードの変更は必要ありません</h1>
			<p className="lead">現在、パスワードの変更をお願いしている手続きはありません。このままご利用いただけます。</p>
			<p>
				<Link to={returnTo} className="button button--primary">
					{returnTo === "/" ? "ホームへ進む" : "ご覧になろうとしていたページへ進む"}
				</Link>
			</p>
			<p className="password-aside">
				ご自分でパスワードを変更したい場合は、<Link to="/users/password/update">パスワード変更</Link>
				から変更できます。
			</p>
		</div>
	);
}
