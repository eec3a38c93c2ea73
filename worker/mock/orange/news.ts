import { getNews, listNews, NEWS_PAGE_SIZE } from "#app/contract/orange/news";
import { demoCalendar } from "../calendar";
import { errorBody } from "../http";
import { MESSAGES } from "../messages";
import { newsAsOf } from "../seed-news";
import type { OrangeServe } from "./shared";

/** How long the mock lets a portal share a news answer among members. */
const NEWS_SHARED_SECONDS = 60;

export function serveNews(serve: OrangeServe): void {
	// The insurer's news is the same for every member (the seed has no per-member item): said so, a minute.
	serve(
		listNews,
		({ query }) => {
			const news = newsAsOf(demoCalendar().today());
			const page = query.page ?? 1;
			const start = (page - 1) * NEWS_PAGE_SIZE;
			return {
				data: {
					items: news.slice(start, start + NEWS_PAGE_SIZE),
					page,
					totalPages: Math.ceil(news.length / NEWS_PAGE_SIZE),
					totalCount: news.length,
				},
			};
		},
		{ sameForEveryMemberSeconds: NEWS_SHARED_SECONDS },
	);

	serve(
		getNews,
		({ params }) => {
			const item = newsAsOf(demoCalendar().today()).find((news) => news.id === params.newsId);
			return item ? { data: item } : errorBody(404, [MESSAGES.newsNotFound]);
		},
		{ sameForEveryMemberSeconds: NEWS_SHARED_SECONDS },
	);
}
