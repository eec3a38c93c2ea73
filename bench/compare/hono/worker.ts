// The floor: a Hono worker that answers "ok".
import { Hono } from "hono";

const app = new Hono();
app.get("*", (c) => c.text("ok"));

export default app;
