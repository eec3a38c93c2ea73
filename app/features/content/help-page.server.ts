import { pageNotFound } from "#app/lib/urls/params";
import { HelpArticle } from "./components/help-page";
import { type HelpKind, helpPageOf } from "./data/help-pages";

/** The help routes' loader: 404 for an unknown page, otherwise only the title (the article is not loader data). */
export async function loadHelpPage(kind: HelpKind, slug: string, request: Request): Promise<{ title: string }> {
	await HelpArticle.preload();
	const help = helpPageOf(kind, slug);
	return help ? { title: help.title } : pageNotFound(request);
}
