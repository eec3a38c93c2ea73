import { arrivingWith } from "#app/components/arriving-with";
import { hydrateLater } from "#app/components/hydrate-later";
import { PageTitle } from "#app/components/page-title";
import { faqQueryOf } from "#app/lib/urls/faq-query";
import { pageUrl } from "#app/lib/urls/page-url";
import css from "../content.css?url";
import type { ContentVariant } from "../data/links";
import { searchTerms } from "../data/search";
import type { Route } from "./+types/faq";

/* Mounted as /faq (unauthenticated layout) and /faq/user (default layout): the same content and search. */

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

function variantOf(request: Request): ContentVariant {
	return pageUrl(request).pathname.startsWith("/faq/user") ? "user" : "public";
}

const FaqContent = hydrateLater(() => import("../components/faq-content"));
/** An in-app navigation to the FAQ waits for that chunk too: heading and content show together. */
export const clientMiddleware = [arrivingWith(FaqContent)];

/** Searched on the server by a GET form; only the query is loader data, the questions come from ../data/faq.ts. */
export async function loader({ request }: Route.LoaderArgs) {
	await FaqContent.preload();
	const q = faqQueryOf(pageUrl(request).searchParams);
	return { variant: variantOf(request), q, terms: searchTerms(q) };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
	const { variant, q, terms } = loaderData;
	return (
		<>
			<PageTitle>よくある質問</PageTitle>
			<h1>よくある質問</h1>
			<FaqContent q={q} terms={terms} variant={variant} />
		</>
	);
}
