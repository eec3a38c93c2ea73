import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default entry without <StrictMode>, which does nothing in a production build and
// cost bytes on every first load (docs/decisions/069-first-load-under-the-template.md).
startTransition(() => {
	hydrateRoot(document, <HydratedRouter />);
});
