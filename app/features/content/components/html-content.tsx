import type { SafeHtml } from "../sanitize-html.server";

/**
 * Editor HTML from the API, already rebuilt by `sanitizeHtml` on the server
 * (the SafeHtml type only comes out of it). Never pass API HTML here directly.
 */
export function HtmlContent({ html, className = "prose" }: { html: SafeHtml; className?: string }) {
	// biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (../sanitize-html.server.ts)
	return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
