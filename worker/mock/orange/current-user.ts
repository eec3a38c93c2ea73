import { getCurrentUser, getCurrentUserDetail } from "#app/contract/orange/current-user";
import { demoCalendar, seedDays } from "../calendar";
import { seriesFor } from "../seed-members";
import { type OrangeServe, profileOf } from "./shared";

export function serveCurrentUser(serve: OrangeServe): void {
	serve(getCurrentUser, ({ auth }) => ({
		data: {
			id: auth.member.id,
			name: auth.member.name,
			nameKana: auth.member.nameKana,
			email: auth.state.email,
			mobilePhoneNumber: auth.member.mobilePhoneNumber,
			feature: { securePassword: auth.state.securePassword },
		},
	}));

	serve(getCurrentUserDetail, ({ auth }) => {
		const profile = profileOf(auth);
		const today = demoCalendar().today();
		const days = seedDays(today);
		return {
			data: {
				id: auth.member.id,
				kenpoUserId: profile.kenpoUserId,
				kigou: profile.kigou,
				number: profile.number,
				birthDate: profile.birthDate,
				address: auth.state.address,
				phoneNumber: auth.state.phoneNumber,
				recipeSetting:
					auth.state.recipeSetting === "as seeded" ? profile.recipeSetting(days) : auth.state.recipeSetting,
				specificHealthGuidance: profile.specificHealthGuidance(days),
				...seriesFor(profile, today),
			},
		};
	});
}
