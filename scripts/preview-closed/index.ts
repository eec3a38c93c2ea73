// What a pull request's preview alias serves once the pull request is closed. wrangler cannot
// delete a preview alias; .github/workflows/preview.yml points the alias at this version instead,
// so the closed pull request's build (and its sign-in) is no longer reachable.
export default {
	fetch() {
		return new Response(
			'<!doctype html><html lang="ja"><meta charset="utf-8"><title>プレビューは終了しました</title><h1>このプレビューは終了しました</h1><p>プルリクエストが閉じられたため、このプレビューは公開を終了しました。</p></html>',
			{
				status: 410,
				headers: {
					"Content-Type": "text/html; charset=utf-8",
					"Cache-Control": "no-store",
					"X-Robots-Tag": "noindex",
				},
			},
		);
	},
};
