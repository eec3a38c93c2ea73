import { useLocation } from "react-router";
import { OrangeErrorScreen } from "#app/components/error-screen";
import { toScreenError } from "#app/lib/route-error";

/**
 * Error boundary of /login and /callback: the orange error screen inside the unauthenticated
 * layout, with the reason in Japanese and 「ログインし直す」 (a fresh sign-in, never the failed one).
 */
export function SignInErrorScreen({ error }: { error: unknown }) {
	const { pathname } = useLocation();
	return <OrangeErrorScreen error={toScreenError(error, pathname)} signedIn={false} retrySignIn />;
}
