/** What the browser needs for reporting and analytics; both ids are public by design. */
export type ClientTelemetryConfig = {
	/** APP_ENV: Rollbar's environment, and `production` turns `?rollbar-test` off. */
	env: string;
	/** Empty in local and default (console only) and wherever no token is configured. */
	rollbarToken: string;
	/** Empty in local and qa (docs/contract.md): no tag script at all. */
	analyticsTagId: string;
};

type TelemetrySource = {
	APP_ENV: string;
	reporting: boolean;
	ROLLBAR_CLIENT_TOKEN: string;
	ANALYTICS_TAG_ID: string;
};

export function clientTelemetryConfig(config: TelemetrySource): ClientTelemetryConfig {
	return {
		env: config.APP_ENV,
		rollbarToken: config.reporting ? config.ROLLBAR_CLIENT_TOKEN : "",
		analyticsTagId: config.ANALYTICS_TAG_ID,
	};
}
