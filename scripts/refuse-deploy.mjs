// wrangler.toml's `[build] command`: refuses a deploy or upload from wrangler.toml, whose top level is
// the mock env; real envs deploy their Vite build (docs/decisions/072-deployments.md). `wrangler types`
// runs it too, hence KENPO_TYPEGEN.
if (process.env.KENPO_TYPEGEN === "1") process.exit(0);
console.error(`✗ Refusing to deploy from wrangler.toml: its top level is the default (mock) environment.
  Build and deploy a real environment from its build output instead, e.g.
    CLOUDFLARE_ENV=qa npm run build
    npx wrangler deploy --config build/server/wrangler.json
  (docs/decisions/072-deployments.md; .github/workflows/ci.yml does this on main).`);
process.exit(1);
