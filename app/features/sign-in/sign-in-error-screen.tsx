import { useLocation } from "react-router";
import { OrangeErrorScreen } from "#app/components/error-screen";
import { toScreenError } from "#app/lib/errors/route-error";

/** /login and /callback's error boundary: the reason in Japanese and 「ログインし直す」, a fresh sign-in. */
export function SignInErrorScreen({ error }: { error: unknown }) {
	const { pathname } = useLocation();
	return <OrangeErrorScreen error={toScreenError(error, pathname)} signedIn={false} retrySignIn />;
}
