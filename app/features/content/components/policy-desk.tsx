import { Link } from "react-router";
import { DeskContact } from "#app/components/desk-contact";
import { SOCIETY_NAME } from "#app/contract/brand";
import { useRootData } from "#app/root-data";

/** Both policy pages end on whom to ask: the desk from the config and the enquiry form. */
export function PolicyDesk({ headingId, heading }: { headingId: string; heading: string }) {
	const desk = useRootData()?.desk;
	const signedIn = Boolean(useRootData()?.signedIn);
	return (
		<section aria-labelledby={headingId} className="terms__article">
			<h2 id={headingId}>{heading}</h2>
			<p>{`${SOCIETY_NAME}加入者窓口`}</p>
			<DeskContact desk={desk} />
			<p>
				お問い合わせフォーム：<Link to={signedIn ? "/contact/user" : "/contact"}>お問い合わせ</Link>
			</p>
		</section>
	);
}
