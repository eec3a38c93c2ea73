import { Form, Link } from "react-router";
import { SubmitButton } from "#app/components/form";
import { SignOutForm } from "#app/components/sign-out-form";
import { PIN_RESEND_SECONDS } from "#app/session/pin-code";
import { TRUST } from "#app/session/trust-wording";
import type { CHANNELS } from "./channels";

/** 「コードが届かない場合」: the resend button (held back while the last code stands), and where else to turn. */
export function ResendSection({
	channel,
	sentBefore,
	wait,
	hydrated,
	refused,
}: {
	channel: (typeof CHANNELS)[keyof typeof CHANNELS];
	sentBefore: boolean;
	/** Seconds until a resend; without JavaScript nothing counts down, so the button stays enabled. */
	wait: number;
	hydrated: boolean;
	refused: readonly string[] | null | undefined;
}) {
	return (
		<section className="two-factor-resend" aria-labelledby="two-factor-resend">
			<h2 id="two-factor-resend">コードが届かない場合</h2>
			{refused ? (
				<p className="notice notice--warn" role="status">
					{refused.join("\n")}
				</p>
			) : null}
			<Form method="post" className="form-actions send-form">
				<input type="hidden" name="intent" value="send" />
				<SubmitButton variant="secondary" disabled={hydrated && wait > 0}>
					{sentBefore ? "認証コードを再送する" : "認証コードを送信する"}
				</SubmitButton>
			</Form>
			<p className="two-factor-resend__wait" aria-live="polite">
				{wait <= 0
					? "届かない場合は、もう一度送信できます。"
					: hydrated
						? `あと${wait}秒で再送できます。`
						: // Without JavaScript nothing counts down: a number would stand still.
							`送信から${PIN_RESEND_SECONDS}秒たつと再送できます。`}
			</p>
			<ul className="two-factor-help">
				<li>
					{channel.name === "SMS"
						? "SMSの受信設定（迷惑メッセージのブロックなど）をご確認ください。"
						: "迷惑メールフォルダや受信拒否の設定をご確認ください。"}
				</li>
				<li>
					ご登録の{channel.destination}が変わった場合や、何度送っても届かない場合は、
					<Link to="/contact">お問い合わせ</Link>ください（
					<Link to="/app_manual/login/contact">お問い合わせの方法</Link>）。
				</li>
			</ul>
		</section>
	);
}

/** What trusting this browser does and does not do (decision 135), and the way out. */
export function TrustSection() {
	return (
		<section className="two-factor-about" aria-labelledby="two-factor-about">
			<h2 id="two-factor-about">次回からの認証について</h2>
			<p>{TRUST.trusted}</p>
			<p>{TRUST.notTrusted}</p>
			<SignOutForm label="ログアウトして、ログイン画面に戻る" buttonClassName="button button--quiet" />
		</section>
	);
}
