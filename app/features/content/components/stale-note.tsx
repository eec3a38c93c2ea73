/** Said above news served from the last good copy while the API fails (docs/decisions/133-partial-pages-and-stale-news.md). */
export function StaleNote() {
	return (
		<p className="stale-note" role="status">
			ただいま最新のお知らせを取得できないため、少し前の内容を表示しています。
		</p>
	);
}
