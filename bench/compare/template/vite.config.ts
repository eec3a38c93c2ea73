// The framework template's build: the Cloudflare plugin running the server build in workerd and
// React Router's plugin. (The template adds Tailwind and tsconfig paths, which change neither the
// JavaScript nor the worker.)
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
	plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
});
