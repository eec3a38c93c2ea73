/* Where each page of the news list lives, and how an article remembers the page it was opened from. */

const NEWS_LIST_PATH = "/news";

/** `/news` for the first page, `/news?page=N` for the others. */
export function newsPageHref(page: number): string {
	return page > 1 ? `${NEWS_LIST_PATH}?page=${page}` : NEWS_LIST_PATH;
}

/** An article opened from list page `fromPage`: its 「お知らせ一覧へ戻る」 returns there (the query works without JavaScript). */
export function newsArticleHref(id: number, fromPage?: number): string {
	return fromPage && fromPage > 1 ? `/news/${id}?page=${fromPage}` : `/news/${id}`;
}
