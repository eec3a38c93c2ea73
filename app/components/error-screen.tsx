import { Link, useLocation } from "react-router";
import { PRODUCT_NAME } from "#app/contract/brand";
import type { ScreenError } from "#app/lib/errors/route-error";
import type { MemberDesk } from "#app/lib/member-desk";
import { useServerErrorToast } from "#app/lib/toasts/server-error-toast";
import { DeskContact } from "./desk-contact";

export const ERROR_TEXT = {
	title: "エラー",
	fallbackHeading: "エラーが発生しました",
	notFound: "ページが見つかりません",
	cannotShow: "アクセスしようとしたページは表示できませんでした",
	unexpected: "予期せぬエラーが発生しました",
	backToLogin: "ログイン画面へ戻る",
	home: "ホームへ戻る",
	reload: "再読み込み",
	contact: "お問い合わせ",
	invalidUrlHelp: "URLが無効な場合のご案内",
	retrySignIn: "ログインし直す",
	backToForm: "入力画面に戻る",
	notSaved: "送信した内容は保存・送信されていません。入力画面に戻って、もう一度お試しください。",
	tryAgain: "時間をおいて再読み込みしてください。",
	/** Said before the brief's English 「Page Not Found: …」 of an unknown address or id. */
	notFoundHint: "アドレスが間違っているか、ページが移動または削除された可能性があります。",
} as const;

/** The brief's words for an address or id that names no page (docs/status-rules.md). */
const PAGE_NOT_FOUND = /^Page Not Found: /;

/** The help page for links that no longer open (expired, already used, cut off in the mail). */
export const INVALID_URL_HELP_PATH = "/app_manual/login/invalid_url";

/** The brief's 「エラー」, with the product's name as every title ends (decision 199). */
const ERROR_TITLE = `${ERROR_TEXT.title}｜${PRODUCT_NAME}`;

/** Status, lead and message: the same words on every variant of the error screen. */
export function ErrorBody({
	status,
	message,
	fromServer,
	headingId,
	leadInHeading = false,
}: ScreenError & {
	headingId: string;
	/** The Japanese words of the status belong to the heading (orange): the message (「Page Not Found: …」) stands under it. */
	leadInHeading?: boolean;
}) {
	useServerErrorToast(fromServer && message ? [message] : undefined);
	const statusText = status ?? ERROR_TEXT.fallbackHeading;
	const lead = status === 404 ? ERROR_TEXT.notFound : ERROR_TEXT.cannotShow;
	return (
		<>
			<title>{ERROR_TITLE}</title>
			{leadInHeading ? (
				<h1 id={headingId} className="error-screen__heading">
					<span className="error-screen__status">{statusText}</span>
					<span className="error-screen__lead">{lead}</span>
				</h1>
			) : (
				<>
					<h1 id={headingId} className="error-screen__status">
						{statusText}
					</h1>
					<p className="error-screen__lead">{lead}</p>
				</>
			)}
			{/* The brief's English stays, after a Japanese line that says what it means. */}
			{status === 404 && message && PAGE_NOT_FOUND.test(message) ? (
				<p className="error-screen__hint">{ERROR_TEXT.notFoundHint}</p>
			) : null}
			<p className="error-screen__message">{message ?? ERROR_TEXT.unexpected}</p>
		</>
	);
}

/** The address of this very page: reloading it needs no JavaScript. */
function useHere(): string {
	const { pathname, search } = useLocation();
	return `${pathname}${search}`;
}

/**
 * Every page outside the contact-detail flow: a member gets ways on (home, reload, enquiries), a visitor
 * the way back to sign-in, and a failed sign-in a plain GET button to try again.
 */
/** A server that failed or did not answer in time (no status: it never answered): trying again may work. */
export function isServerFailure(status: number | undefined): boolean {
	return status === undefined || status >= 500;
}

/** After a server failure: what happened to what was sent, and a way to try again that never resends a post. */
export function RetryNote({ posted }: { posted: boolean }) {
	return <p className="error-screen__retry">{posted ? ERROR_TEXT.notSaved : ERROR_TEXT.tryAgain}</p>;
}

/** The request's id, for the members' desk to find its log lines; nothing when there is none. */
export function RequestIdNote({ requestId }: { requestId: string | undefined }) {
	if (!requestId) return null;
	return (
		<p className="error-screen__request-id">
			お問い合わせの際はこの番号をお伝えください：<span translate="no">{requestId}</span>
		</p>
	);
}

export function RetryLink({ posted }: { posted: boolean }) {
	const here = useHere();
	return (
		<a className="button button--secondary" href={here}>
			{posted ? ERROR_TEXT.backToForm : ERROR_TEXT.reload}
		</a>
	);
}

export function OrangeErrorScreen({
	error,
	signedIn,
	retrySignIn = false,
	posted = false,
	requestId,
	desk,
}: {
	error: ScreenError;
	signedIn: boolean;
	retrySignIn?: boolean;
	/** The failed request was a form post (docs/decisions/057-waiting-and-slow-answers.md). */
	posted?: boolean;
	/** The request's id (its log lines carry it): told on a server failure for the members' desk. */
	requestId?: string | undefined;
	/** Whom to call when the way on does not help (the config's desk). */
	desk?: MemberDesk | undefined;
}) {
	const retry = isServerFailure(error.status) && !retrySignIn;
	// No logo here: a visitor's header carries it (app/components/shells.tsx), so it shows once.
	return (
		<section className="error-screen error-screen--orange" aria-labelledby="error-heading">
			<ErrorBody {...error} headingId="error-heading" leadInHeading />
			{retry ? <RetryNote posted={posted} /> : null}
			{retry ? <RequestIdNote requestId={requestId} /> : null}
			<ul className="error-screen__actions">
				{signedIn ? (
					<>
						<li>
							<Link className="button button--primary" to="/">
								{ERROR_TEXT.home}
							</Link>
						</li>
						{/* Reloading cannot find a page that is not there: only a server failure offers it. */}
						{retry ? (
							<li>
								<RetryLink posted={posted} />
							</li>
						) : null}
						<li>
							<Link to="/contact/user">{ERROR_TEXT.contact}</Link>
						</li>
					</>
				) : (
					<>
						<li>
							{/* Document navigations on purpose: /login restarts the sign-in flow on the server. */}
							{retrySignIn ? (
								<form method="get" action="/login">
									<button type="submit" className="button button--primary">
										{ERROR_TEXT.retrySignIn}
									</button>
								</form>
							) : (
								<Link className="button button--primary" to="/login" reloadDocument>
									{ERROR_TEXT.backToLogin}
								</Link>
							)}
						</li>
						{retry ? (
							<li>
								<RetryLink posted={posted} />
							</li>
						) : null}
						<li>
							<Link to="/contact">{ERROR_TEXT.contact}</Link>
						</li>
					</>
				)}
			</ul>
			<DeskHelp desk={desk} />
		</section>
	);
}

/** Every error screen's last word: the desk, for a member whom neither button helps. */
export function DeskHelp({ desk }: { desk: MemberDesk | undefined }) {
	if (!desk?.phone) return null;
	return (
		<div className="error-screen__desk">
			<p>解決しない場合は、お電話でもお問い合わせいただけます。</p>
			<DeskContact desk={desk} named />
		</div>
	);
}
