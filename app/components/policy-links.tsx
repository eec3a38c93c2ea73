import { Link } from "react-router";
import { ACCESSIBILITY_PATH, PRIVACY_PATH } from "#app/lib/urls/paths";

/** The society's two published policies, as every footer (and the app's help pages) link them. */
export function PolicyLinks() {
	return (
		<>
			<Link to={PRIVACY_PATH}>個人情報の取扱い</Link>
			<Link to={ACCESSIBILITY_PATH}>ウェブアクセシビリティ方針</Link>
		</>
	);
}
