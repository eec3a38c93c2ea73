import { arrivingWith } from "#app/components/arriving-with";
import { hydrateLater } from "#app/components/hydrate-later";
import { PageTitle } from "#app/components/page-title";
import { SiteMenu } from "#app/components/shells";
import { optionalNonZeroIntegerQuery } from "#app/lib/urls/params";
import { calendarContext, configContext } from "#app/request/context.server";
import { isServerFailure, pageRead } from "#app/request/error-policy.server";
import { loadedMember } from "#app/request/member.server";
import css from "../content.css?url";
import { allowedImageUrl } from "../sanitize-html.server";
import type { Route } from "./+types/home";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/** All below the heading is a chunk loaded after the first load (docs/decisions/082-display-parts-hydrate-later.md). */
const HomeBody = hydrateLater(() => import("../components/home-body"), { sectionLinks: true });
/**
 * An in-app navigation to home waits for that chunk and the member menu's: heading, menu and content show
 * together, also when home is the first member page (after the PIN, after a forced change).
 */
export const clientMiddleware = [arrivingWith(HomeBody, SiteMenu)];

/** Home shows the newest few; the rest are a click away on /news. */
const HOME_NEWS_COUNT = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
	// docs/routes.md: kenpo_user, when present, must be a non-zero integer (else 404); it selects the articles.
	const kenpoUserId = optionalNonZeroIntegerQuery(request, "kenpo_user");
	const config = context.get(configContext);
	// The page's reads start beside the member check, in the same upstream round.
	const [{ currentUser, detail }, [healthSupports, news]] = await Promise.all([
		loadedMember(context),
		pageRead({ context, request }, (orange) =>
			Promise.all([
				orange.listHealthSupports({ query: kenpoUserId === undefined ? {} : { kenpoUserId } }),
				// News is not what home is for: when only it fails, the rest of home still shows.
				orange.listNews({ query: {} }).catch((error: unknown) => {
					if (isServerFailure(error)) return null;
					throw error;
				}),
			]),
		),
		HomeBody.preload(),
	]);
	return {
		name: currentUser.name,
		guidance: detail.specificHealthGuidance,
		// One day for server and browser alike: the browser's clock may stand elsewhere.
		today: context.get(calendarContext).today(),
		weightSeries: detail.weightSeries,
		stepSeries: detail.stepSeries,
		// Images only from hosts the CSP allows: any other would show as broken.
		healthSupports: healthSupports.data.items.map((article) => ({
			...article,
			imageUrl: article.imageUrl && allowedImageUrl(article.imageUrl, config.CONTENT_IMAGE_ORIGINS),
		})),
		news: news ? news.data.items.slice(0, HOME_NEWS_COUNT) : null,
		hasMoreNews: news ? news.data.totalCount > HOME_NEWS_COUNT : false,
		newsStale: news?.stale ?? false,
	};
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
	const { name, ...body } = loaderData;
	return (
		<>
			<PageTitle>ホーム</PageTitle>
			<h1>
				{name ? (
					<>
						ようこそ、<span className="person-name">{name}</span>さん
					</>
				) : (
					"ようこそ"
				)}
			</h1>
			<HomeBody {...body} />
		</>
	);
}
