import { hydrateLater } from "#app/components/hydrate-later";
import { PageTitle } from "#app/components/page-title";
import { pageRead } from "#app/lib/api/policy.server";
import { configContext } from "#app/lib/context.server";
import { jstDateOf } from "#app/lib/format";
import { requireLoadedMember } from "#app/lib/member.server";
import { optionalNonZeroIntegerQuery } from "#app/lib/params";
import css from "../content.css?url";
import { allowedImageUrl } from "../sanitize-html.server";
import type { Route } from "./+types/home";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/**
 * Everything below the heading (guidance, charts, articles, news) is a chunk loaded after the first
 * load: the server renders it in the same pass, and the browser keeps that markup until it is there
 * (docs/decisions/068-first-load-our-code.md, 082-display-parts-hydrate-later.md).
 */
const HomeBody = hydrateLater(() => import("../components/home-body"));

/** Home shows the newest few; the rest are a click away on /news. */
const HOME_NEWS_COUNT = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
	await HomeBody.preload();
	// docs/routes.md: kenpo_user, when present, must be a non-zero integer (else 404); it selects the articles.
	const kenpoUserId = optionalNonZeroIntegerQuery(request, "kenpo_user");
	const { currentUser, detail } = requireLoadedMember(context);
	const config = context.get(configContext);
	const [healthSupports, news] = await pageRead({ context, request }, (orange) =>
		Promise.all([
			orange.listHealthSupports({ query: kenpoUserId === undefined ? {} : { kenpoUserId } }),
			orange.listNews({ query: {} }),
		]),
	);
	return {
		name: currentUser.name,
		guidance: detail.specificHealthGuidance,
		// One day for server and browser alike: the browser's clock may stand elsewhere.
		today: jstDateOf(new Date().toISOString()),
		weightSeries: detail.weightSeries,
		stepSeries: detail.stepSeries,
		// Images only from hosts the CSP allows: any other would show as broken.
		healthSupports: healthSupports.data.items.map((article) => ({
			...article,
			imageUrl: article.imageUrl && allowedImageUrl(article.imageUrl, config.CONTENT_IMAGE_ORIGINS),
		})),
		news: news.data.items.slice(0, HOME_NEWS_COUNT),
		hasMoreNews: news.data.totalCount > HOME_NEWS_COUNT,
	};
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
	const { name, ...body } = loaderData;
	return (
		<>
			<PageTitle>ホーム</PageTitle>
			<h1>{name ? `ようこそ、${name}さん` : "ようこそ"}</h1>
			<HomeBody {...body} />
		</>
	);
}
