/* The Sentry SDK's parts we use, by name, so the bundler keeps only them (docs/decisions/061-worker-bundle.md). */
export { CloudflareClient, Scope } from "@sentry/cloudflare";
export { createStackParser, createTransport } from "@sentry/core";
export { nodeStackLineParser } from "@sentry/core/server";
