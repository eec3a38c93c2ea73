// wrangler.toml's `[build] command`: wrangler runs it before it bundles this file's Worker, on
// `wrangler deploy` and `wrangler versions upload` (and `wrangler dev` against wrangler.toml, which
// nothing here uses). wrangler.toml's top level is the default env: the mock back end and its
// in-repo session secret. Real environments deploy from their Vite build, whose config
// (build/server/wrangler.json) has no `build`, so only a mistaken deploy ever reaches this.
// `wrangler types` runs the build command too: `npm run typecheck` says so with KENPO_TYPEGEN=1
// (a deploy with it set still fails: wrangler cannot bundle worker/index.ts without Vite).
if (process.env.KENPO_TYPEGEN === "1") process.exit(0);
console.error(`✗ Refusing to deploy from wrangler.toml: its top level is the default (mock) environment.
  Build and deploy a real environment from its build output instead, e.g.
    CLOUDFLARE_ENV=qa npm run build
    npx wrangler deploy --config build/server/wrangler.json
  (docs/decisions/072-deployments.md; .github/workflows/ci.yml does this on main).`);
process.exit(1);
