import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

/** The Nu Html Checker from npm (`vnu-jar`), run by Debian's Java. */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const JAVA = process.env.JAVA ?? "/usr/bin/java";

type VnuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number };

/**
 * The checker's errors for each named document, one line each: one Java start checks them all
 * (about two seconds), so a page's server HTML and its hydrated DOM go together.
 */
export async function htmlErrors(documents: Readonly<Record<string, string>>): Promise<string[]> {
	const folder = await mkdtemp(join(tmpdir(), "vnu-"));
	try {
		const files = Object.entries(documents).map(([name, html], index) => ({
			name,
			path: join(folder, `${index}.html`),
			html,
		}));
		await Promise.all(files.map((file) => writeFile(file.path, file.html)));
		const { stdout } = await promisify(execFile)(
			JAVA,
			[
				// A short-lived JVM: a quick start matters more than peak speed (half the CPU); the schema's
				// recursion then needs a larger stack than the default.
				"-Xss2m",
				"-XX:TieredStopAtLevel=1",
				"-XX:+UseSerialGC",
				"-jar",
				VNU_JAR,
				"--format",
				"json",
				"--errors-only",
				"--exit-zero-always",
				"--stdout",
				...files.map((f) => f.path),
			],
			{ maxBuffer: 16 * 1024 * 1024 },
		);
		const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
		return messages
			.filter((message) => message.type === "error" || message.type === "non-document-error")
			.map((message) => {
				const name = files.find((file) => message.url.endsWith(`/${file.path.split("/").pop()}`))?.name ?? message.url;
				return `vnu ${name}: ${message.message}${message.extract ? ` 「${message.extract.replace(/\s+/g, " ").slice(0, 80)}」` : ""}`;
			});
	} finally {
		await rm(folder, { recursive: true, force: true });
	}
}
