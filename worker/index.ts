import { createRequestHandler } from "react-router";
import { createApp } from "./app";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default createApp((request, context) => handleRequest(request, context));
