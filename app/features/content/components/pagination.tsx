import { Link } from "react-router";

/** Page links for a list; `hrefOf(page)` builds each page's URL (GET, so it works without JavaScript). */
export function Pagination({
	page,
	totalPages,
	hrefOf,
	label = "ページ送り",
}: {
	page: number;
	totalPages: number;
	hrefOf: (page: number) => string;
	label?: string;
}) {
	if (totalPages <= 1) return null;
	const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
	return (
		<nav aria-label={label} className="pagination">
			<ul>
				{page > 1 ? (
					<li>
						<Link to={hrefOf(page - 1)} rel="prev" className="pagination__step">
							前のページ
						</Link>
					</li>
				) : null}
				{pages.map((number) => (
					<li key={number}>
						<Link
							to={hrefOf(number)}
							aria-label={`${number}ページ目`}
							aria-current={number === page ? "page" : undefined}
							className={number === page ? "pagination__page pagination__page--current" : "pagination__page"}
						>
							{number}
						</Link>
					</li>
				))}
				{page < totalPages ? (
					<li>
						<Link to={hrefOf(page + 1)} rel="next" className="pagination__step">
							次のページ
						</Link>
					</li>
				) : null}
			</ul>
		</nav>
	);
}
