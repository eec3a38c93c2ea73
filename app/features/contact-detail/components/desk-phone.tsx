import { type MemberDesk, telHref } from "../member-desk";

/** The members' desk as a number to tap, with its hours; nothing where the environment names none. */
export function DeskPhone({ desk }: { desk: MemberDesk | null }) {
	if (!desk?.phone) return null;
	return (
		<p className="lime-desk">
			電話：<a href={telHref(desk.phone)}>{desk.phone}</a>
			{desk.hours ? `（受付時間：${desk.hours}）` : null}
		</p>
	);
}
