import { data, Link, redirect } from "react-router";
import { ConfirmStep } from "#app/components/confirm-step";
import { END_OTHER_SIGN_INS, EndOtherSignInsForm } from "#app/components/end-other-sign-ins";
import { FormErrors } from "#app/components/form";
import { FormDraftNotice } from "#app/components/form-kit";
import { Notification } from "#app/components/notification";
import { PageTitle } from "#app/components/page-title";
import { RECIPE_SETTING_TYPE_LABELS } from "#app/contract/labels";
import type { RecipeSetting } from "#app/contract/orange/current-user";
import { formatDate } from "#app/lib/japanese/dates";
import { formatBirthDate } from "#app/lib/japanese/era";
import { CARD_NUMBERS, CARD_SHORT } from "#app/lib/japanese/insurance-card";
import { CONTACT_CHANGE_WAY, CONTACT_MAIL_MISSING, IDENTITY_CHANGE_WAY } from "#app/lib/japanese/member-changes";
import { formatPhoneNumber } from "#app/lib/japanese/phone-number";
import { api } from "#app/request/api.server";
import { cookiesContext } from "#app/request/context.server";
import { judgeFailedSubmit, pageRead, twoFactorPath } from "#app/request/error-policy.server";
import { flashToast } from "#app/request/flash.server";
import { takeFormDraft } from "#app/request/form-draft.server";
import { withReturnTo } from "#app/request/guard.server";
import { loadedMember } from "#app/request/member.server";
import { flashNotice, takeNotice } from "#app/request/page-notice.server";
import {
	endSignIns,
	listSignIns,
	OTHER_SIGN_INS_ENDED,
	otherSignIns,
	SIGN_INS_NOT_ENDED,
} from "#app/request/sign-ins.server";
import { TRUST } from "#app/session/trust-wording";
import { forgetPinCode } from "#app/session/trusted-browser.server";
import { startTwoFactor } from "#app/session/two-factor-state.server";
import css from "../account.css?url";
import { type Confirming, END_SIGN_IN, SignInsSection } from "../sign-ins-section";
import type { Route } from "./+types/users-detail";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/** docs/status-rules.md, exactly. */
const TRUSTED_BROWSERS_CLEARED = "認証済みを解除しました";

const CLEAR_INTENT = "clear-trusted-browsers";

const REFUSED = "操作を受け付けられませんでした。もう一度お試しください。";
/** A sign-in's key as the registry writes it (16 bytes, base64url). */
const SIGN_IN_KEY = /^[\w-]{22}$/;

/** The question standing on the page without JavaScript, from the query. */
function confirmingOf(url: URL): Confirming {
	const asked = url.searchParams.get("confirm");
	const key = url.searchParams.get("sign_in") ?? "";
	if (asked === END_OTHER_SIGN_INS) return { intent: END_OTHER_SIGN_INS };
	return asked === END_SIGN_IN && SIGN_IN_KEY.test(key) ? { intent: END_SIGN_IN, key } : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
	// The registry is read beside the page's other reads, in the same round.
	const [{ currentUser, detail }, { data: count }, signIns] = await Promise.all([
		loadedMember(context),
		pageRead({ context, request }, (orange) => orange.countTrustedBrowsers()),
		listSignIns(context),
	]);
	const url = new URL(request.url);
	return {
		name: currentUser.name,
		nameKana: currentUser.nameKana,
		email: currentUser.email,
		kigou: detail.kigou,
		number: detail.number,
		birthDate: detail.birthDate,
		address: detail.address,
		phoneNumber: detail.phoneNumber,
		recipeSetting: detail.recipeSetting,
		trustedBrowsers: count.countTrustedBrowsers,
		formDraft: takeFormDraft(context, request),
		/** A change made on another page and told here (the password), under the heading until the member moves on. */
		notice: takeNotice(context, request),
		// Without JavaScript the question before clearing is this page with the query.
		confirmingClear: url.searchParams.get("confirm") === CLEAR_INTENT,
		signIns,
		otherSignIns: otherSignIns(signIns),
		confirmingEnd: confirmingOf(url),
	};
}

/** Ends one sign-in or every other; the page stays, saying so, when the registry cannot be reached. */
async function endSignInsAction(context: Route.ActionArgs["context"], request: Request, formData: FormData) {
	const intent = formData.get("intent");
	const key = String(formData.get("signIn") ?? "");
	if (intent === END_SIGN_IN && !SIGN_IN_KEY.test(key)) {
		return data({ intent: "end" as const, errors: [REFUSED] }, { status: 400 });
	}
	const ended = await endSignIns(context, intent === END_SIGN_IN ? { only: key } : "others");
	if (ended === null) return data({ intent: "end" as const, errors: [SIGN_INS_NOT_ENDED] }, { status: 503 });
	flashNotice(context, request, {
		type: "success",
		title: intent === END_SIGN_IN ? "選んだ端末をログアウトさせました" : OTHER_SIGN_INS_ENDED,
		text: "その端末では、遅くとも1分後の操作からログインし直しが必要になります。",
	});
	throw redirect("/users/detail");
}

/** Clears every trusted browser, this one too, so the member goes straight to two-factor (decision 024). */
export async function action({ request, context }: Route.ActionArgs) {
	const formData = await request.formData();
	const intent = formData.get("intent");
	if (intent === END_SIGN_IN || intent === END_OTHER_SIGN_INS) return endSignInsAction(context, request, formData);
	if (intent !== CLEAR_INTENT) {
		return data({ intent: "clear" as const, errors: [REFUSED] }, { status: 400 });
	}
	try {
		await api(context).orange.deleteTrustedBrowsers();
	} catch (error) {
		const { status, messages } = await judgeFailedSubmit(error, { context, request });
		return data({ intent: "clear" as const, errors: messages }, { status });
	}
	const cookies = context.get(cookiesContext);
	forgetPinCode(cookies);
	// The member asked for it here (a same-origin post): the two-factor page may send the code at once.
	if (cookies.session.value) cookies.session.set(startTwoFactor(cookies.session.value));
	flashToast(context, { type: "success", text: TRUSTED_BROWSERS_CLEARED });
	throw redirect(withReturnTo(await twoFactorPath(context), request.url));
}

function NotRegistered() {
	return <span className="muted">未登録</span>;
}

function RecipeSettingText({ setting }: { setting: RecipeSetting }) {
	const label = RECIPE_SETTING_TYPE_LABELS[setting.type];
	if (setting.type === "expired") {
		return (
			<>
				{label}
				{setting.expiresOn ? `（${formatDate(setting.expiresOn)}まで）` : null}
				<br />
				<span className="muted">配信を続けるには、配信設定からもう一度テーマを選んでください。</span>
			</>
		);
	}
	return (
		<>
			{label}
			{setting.expiresOn ? `（${formatDate(setting.expiresOn)}まで配信）` : null}
		</>
	);
}

export default function UsersDetailPage({ loaderData, actionData }: Route.ComponentProps) {
	const { address, phoneNumber, recipeSetting, trustedBrowsers, signIns, otherSignIns: others } = loaderData;
	const endErrors = actionData?.intent === "end" ? actionData.errors : undefined;
	const clearErrors = actionData?.intent === "clear" ? actionData.errors : undefined;
	return (
		<>
			<PageTitle>会員情報</PageTitle>
			<h1>会員情報</h1>
			{loaderData.notice ? (
				<Notification type={loaderData.notice.type} title={loaderData.notice.title}>
					{loaderData.notice.text ? <p>{loaderData.notice.text}</p> : null}
					{loaderData.notice.offer && others > 0 ? (
						<EndOtherSignInsForm action="/users/detail" others={others} />
					) : null}
				</Notification>
			) : null}
			<p className="lead">ご登録いただいている内容です。</p>

			<section aria-labelledby="profile-heading" className="card content-section">
				<h2 id="profile-heading">登録内容</h2>
				<dl className="facts facts--wide">
					<div>
						<dt>氏名</dt>
						<dd>{loaderData.name ?? <NotRegistered />}</dd>
					</div>
					<div>
						<dt>氏名（カナ）</dt>
						<dd>{loaderData.nameKana ?? <NotRegistered />}</dd>
					</div>
					<div>
						<dt>
							{CARD_SHORT}の{CARD_NUMBERS}
						</dt>
						<dd>
							記号 {loaderData.kigou ?? <NotRegistered />}　番号 {loaderData.number ?? <NotRegistered />}
						</dd>
					</div>
					<div>
						<dt>生年月日</dt>
						<dd>
							{loaderData.birthDate ? (
								<time dateTime={loaderData.birthDate}>{formatBirthDate(loaderData.birthDate)}</time>
							) : (
								<NotRegistered />
							)}
						</dd>
					</div>
					<div>
						<dt>住所</dt>
						<dd>
							{address ? (
								<>
									〒{address.postalCode}
									<br />
									{address.prefecture}
									{address.city}
									{address.street}
									{address.building ? (
										<>
											<br />
											{address.building}
										</>
									) : null}
								</>
							) : (
								<NotRegistered />
							)}
						</dd>
					</div>
					<div>
						<dt>電話番号</dt>
						<dd>{phoneNumber ? formatPhoneNumber(phoneNumber) : <NotRegistered />}</dd>
					</div>
					<div>
						<dt>メールアドレス</dt>
						<dd className="break-anywhere">{loaderData.email ?? <NotRegistered />}</dd>
					</div>
				</dl>
				{/* Where changes are really made: nothing on this site edits these. */}
				<div className="member-changes">
					<h3 id="member-changes-heading">登録内容を変更するには</h3>
					<p>このサイトでは登録内容を変更できません。</p>
					<ul>
						<li>
							{CONTACT_CHANGE_WAY}
							{CONTACT_MAIL_MISSING.before}
							<Link to="/contact/user">{CONTACT_MAIL_MISSING.link}</Link>
							{CONTACT_MAIL_MISSING.after}
						</li>
						<li>{IDENTITY_CHANGE_WAY}</li>
					</ul>
				</div>
			</section>

			<section aria-labelledby="recipe-heading" className="card content-section">
				<h2 id="recipe-heading">レシピ配信</h2>
				<p>{recipeSetting ? <RecipeSettingText setting={recipeSetting} /> : <NotRegistered />}</p>
				<p>
					<Link to="/users/recipe_settings" className="link-action">
						配信設定を変更する
					</Link>
				</p>
			</section>

			<section aria-labelledby="security-heading" className="card content-section">
				<h2 id="security-heading">ログインとセキュリティ</h2>
				<h3>パスワード</h3>
				<p>
					<Link to="/users/password/update" className="link-action">
						パスワードを変更する
					</Link>
				</p>
				<h3>認証済みブラウザ</h3>
				<FormDraftNotice draft={loaderData.formDraft} />
				<p>
					{TRUST.trusted}
					{trustedBrowsers > 0 ? (
						<>
							現在の認証済みブラウザ：<strong>{trustedBrowsers}件</strong>
						</>
					) : (
						<strong>現在、認証済みのブラウザはありません。</strong>
					)}
				</p>
				{trustedBrowsers > 0 ? (
					<div className="form-actions-block" id="clear-trusted">
						<FormErrors errors={clearErrors} />
						<p className="muted" id="clear-trusted-hint">
							{TRUST.cleared}
						</p>
						<ConfirmStep
							triggerLabel="認証済みブラウザをすべて解除する"
							title={`認証済みブラウザ${trustedBrowsers}件をすべて解除しますか`}
							confirmLabel="解除する"
							confirming={loaderData.confirmingClear}
							confirmQuery={`confirm=${CLEAR_INTENT}`}
							pagePath="/users/detail"
							intent={CLEAR_INTENT}
							describedBy="clear-trusted-hint"
						>
							<p>{TRUST.cleared}</p>
						</ConfirmStep>
					</div>
				) : null}
			</section>

			<SignInsSection list={signIns} confirming={loaderData.confirmingEnd} errors={endErrors} />
		</>
	);
}
