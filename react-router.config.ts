import type { Config } from "@react-router/dev/config";

export default {
	ssr: true,
	// BUILD_DIR lets a test build another environment without touching `build/` (tests/bundle).
	buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
