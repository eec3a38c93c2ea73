import type Rollbar from "rollbar";
import type { ClientTelemetryConfig } from "./config";
import { escapeRegExp, IGNORED_MESSAGES, REPORTER_LIMITS, shouldReport } from "./policy";
import { SCRUB_FIELDS, scrubInPlace } from "./scrub";
import { truncateInPlace } from "./truncate";

const NO_KEYS = () => false;

/** True when one of a log call's arguments is a 4xx or carries an ignored message. */
export function isIgnoredCall(args: readonly Rollbar.LogArgument[]): boolean {
	return args.some((arg) => {
		if (typeof arg === "string") return !shouldReport(arg);
		if (arg === null || typeof arg !== "object") return false;
		return !shouldReport(arg);
	});
}

/** Rollbar's browser settings (docs/decisions/050-error-reporting.md); our listeners capture errors, not Rollbar's. */
export function rollbarOptions(config: Pick<ClientTelemetryConfig, "env" | "rollbarToken">): Rollbar.Configuration {
	return {
		accessToken: config.rollbarToken,
		environment: config.env,
		enabled: config.rollbarToken !== "",
		captureUncaught: false,
		captureUnhandledRejections: false,
		captureIp: "anonymize",
		itemsPerMinute: REPORTER_LIMITS.itemsPerMinute,
		maxTelemetryEvents: REPORTER_LIMITS.maxTelemetryEvents,
		// Added to Rollbar's defaults (passwords, tokens, secrets), not replacing them.
		scrubFields: [...SCRUB_FIELDS],
		scrubTelemetryInputs: true,
		ignoredMessages: IGNORED_MESSAGES.map(escapeRegExp),
		checkIgnore: (_isUncaught, args) => isIgnoredCall(args),
		// Key names are Rollbar's scrubber's job; tokens inside URLs, messages and stacks are ours.
		transform: (data) => {
			scrubInPlace(data, NO_KEYS);
			truncateInPlace(data);
		},
		autoInstrument: {
			network: true,
			networkResponseHeaders: false,
			networkResponseBody: false,
			networkRequestBody: false,
			networkRequestHeaders: false,
			// Console lines may quote member data; telemetry keeps navigation, network and clicks only.
			log: false,
			dom: true,
			navigation: true,
			connectivity: true,
			contentSecurityPolicy: true,
			errorOnContentSecurityPolicy: false,
		},
		payload: {
			client: { javascript: { source_map_enabled: true, guess_uncaught_frames: true } },
		},
	};
}
