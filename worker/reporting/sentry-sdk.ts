/*
 * The parts of the Sentry SDK the reporter uses, imported by name so that the bundler keeps only
 * them: importing the packages' namespaces (what a bare `import("@sentry/cloudflare")` does) keeps
 * every export, tracing and OpenTelemetry included. ./server-reporter.ts imports this module when a
 * report is sent (docs/decisions/061-worker-bundle.md).
 */
export { CloudflareClient, Scope } from "@sentry/cloudflare";
export { createStackParser, createTransport } from "@sentry/core";
export { nodeStackLineParser } from "@sentry/core/server";
