import { DESK_REQUIRED_ENVS, deskHoursProblem, deskPhoneProblem } from "../../app/lib/member-desk.ts";

/**
 * The desk a real env's build carries as vars: wrangler.toml names none for qa, staging, rev and
 * production, the deploy supplies them (docs/deployment.md). A build without a real-looking one stops
 * here, before anything is uploaded that the worker's config would refuse at its first request.
 */
export function deskVars(
	cloudflareEnv: string | undefined,
	source: Record<string, string | undefined> = process.env,
): Record<string, string> | undefined {
	if (!cloudflareEnv || !DESK_REQUIRED_ENVS.includes(cloudflareEnv)) return undefined;
	const phone = source.MEMBER_DESK_PHONE ?? "";
	const hours = source.MEMBER_DESK_HOURS ?? "";
	const problems = [
		[deskPhoneProblem(phone), "MEMBER_DESK_PHONE"],
		[deskHoursProblem(hours), "MEMBER_DESK_HOURS"],
	].flatMap(([problem, name]) => (problem ? [`${name} ${problem}`] : []));
	if (problems.length > 0) {
		// Names and rules only: the message reaches the build log.
		throw new Error(`CLOUDFLARE_ENV=${cloudflareEnv}: ${problems.join("; ")} (docs/deployment.md)`);
	}
	return { MEMBER_DESK_PHONE: phone, MEMBER_DESK_HOURS: hours };
}
