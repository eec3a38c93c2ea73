import { test } from "./support/fixtures";
import { defineJourneys } from "./support/journeys";

// WebKit and Firefox with JavaScript switched off in the browser (the journeys: ./support/journeys.ts).
test.use({ javaScript: false });
defineJourneys(false);
