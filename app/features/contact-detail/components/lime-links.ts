import limeStylesheet from "../lime.css?url";

/** Every page of the contact-detail flow attaches the lime stylesheet. */
export function limeLinks() {
	return [{ rel: "stylesheet", href: limeStylesheet }];
}
