import type { SafeHtml } from "../sanitize-html.server";

/** Editor HTML already rebuilt by `sanitizeHtml` (only it makes SafeHtml); never pass API HTML here. */
export function HtmlContent({ html, className = "prose" }: { html: SafeHtml; className?: string }) {
	// biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (../sanitize-html.server.ts)
	return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
