// The pull request's one preview comment, created or updated in place (found by its marker).
// Used by .github/workflows/preview.yml through actions/github-script.
const MARKER = "<!-- kenpo-portal-preview -->";

export async function upsertPreviewComment({ github, context, body }) {
	const { owner, repo } = context.repo;
	const issue_number = context.payload.pull_request.number;
	const text = `${MARKER}\n${body}`;
	const comments = await github.paginate(github.rest.issues.listComments, { owner, repo, issue_number, per_page: 100 });
	const existing = comments.find((comment) => comment.user?.type === "Bot" && comment.body?.includes(MARKER));
	if (existing) await github.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body: text });
	else await github.rest.issues.createComment({ owner, repo, issue_number, body: text });
}
