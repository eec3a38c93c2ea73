import { SOCIETY_NAME } from "#app/contract/brand";
import { type MemberDesk, telHref } from "#app/lib/member-desk";

/** Beside the default env's made-up number: nobody should try to call it. */
const DEMO_DESK_LABEL = "（デモ環境の番号です。実在の窓口ではありません）";

/**
 * The members' desk as a number to tap, with its hours, from the environment's config; nothing where
 * it names none. `named`: the society's name before the number (pages that have not said whom to call).
 */
export function DeskContact({ desk, named = false }: { desk: MemberDesk | null | undefined; named?: boolean }) {
	if (!desk?.phone) return null;
	return (
		<p className="member-desk">
			{named ? `${SOCIETY_NAME}加入者窓口　` : null}
			電話：<a href={telHref(desk.phone)}>{desk.phone}</a>
			{desk.hours ? `（受付時間：${desk.hours}）` : null}
			{desk.demo ? <span className="member-desk__demo">{DEMO_DESK_LABEL}</span> : null}
		</p>
	);
}
