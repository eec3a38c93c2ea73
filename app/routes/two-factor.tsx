import { requireMember } from "../auth/guard.server";
import { PageTitle } from "../components/page-title";
import { loadCurrentUserOnly } from "../lib/member.server";
import { pageNotFound } from "../lib/params";
import type { Route } from "./+types/two-factor";

const CHANNELS = { sms: "SMS", email: "メール" } as const;

/** Unauthenticated layout, but SPEC §2 gives this page no no-auth flag. */
export const middleware = [requireMember, loadCurrentUserOnly];

export function loader({ params, request }: Route.LoaderArgs) {
	const channel = params.channel;
	if (channel !== "sms" && channel !== "email") return pageNotFound(request);
	return { channel: channel as keyof typeof CHANNELS };
}

export default function TwoFactorPage({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageTitle>二段階認証</PageTitle>
			<h1>二段階認証</h1>
			<p>{CHANNELS[loaderData.channel]}でお送りした認証コードを入力してください。</p>
		</>
	);
}
