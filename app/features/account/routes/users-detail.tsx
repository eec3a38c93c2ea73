import { data, Link, redirect } from "react-router";
import { ConfirmStep } from "#app/components/confirm-step";
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
import { takeNotice } from "#app/request/page-notice.server";
import { TRUST } from "#app/session/trust-wording";
import { forgetPinCode } from "#app/session/trusted-browser.server";
import { startTwoFactor } from "#app/session/two-factor-state.server";
import css from "../account.css?url";
import type { Route } from "./+types/users-detail";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/** docs/status-rules.md, exactly. */
const TRUSTED_BROWSERS_CLEARED = "認証済みを解除しました";

const CLEAR_INTENT = "clear-trusted-browsers";

export async function loader({ request, context }: Route.LoaderArgs) {
	const [{ currentUser, detail }, { data: count }] = await Promise.all([
		loadedMember(context),
		pageRead({ context, request }, (orange) => orange.countTrustedBrowsers()),
	]);
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
		confirmingClear: new URL(request.url).searchParams.get("confirm") === CLEAR_INTENT,
	};
}

/** Clears every trusted browser, this one too, so the member goes straight to two-factor (decision 024). */
export async function action({ request, context }: Route.ActionArgs) {
	const formData = await request.formData();
	if (formData.get("intent") !== CLEAR_INTENT) {
		return data({ errors: ["操作を受け付けられませんでした。もう一度お試しください。"] }, { status: 400 });
	}
	try {
		await api(context).orange.deleteTrustedBrowsers();
	} catch (error) {
		const { status, messages } = await judgeFailedSubmit(error, { context, request });
		return data({ errors: messages }, { status });
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
	const { address, phoneNumber, recipeSetting, trustedBrowsers } = loaderData;
	return (
		<>
			<PageTitle>会員情報</PageTitle>
			<h1>会員情報</h1>
			{loaderData.notice ? (
				<Notification type={loaderData.notice.type} title={loaderData.notice.title}>
					{loaderData.notice.text ? <p>{loaderData.notice.text}</p> : null}
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
						<FormErrors errors={actionData?.errors} />
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
		</>
	);
}
