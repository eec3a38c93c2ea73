import { defineJourneys } from "./support/journeys";

// WebKit and Firefox with JavaScript on (the journeys: ./support/journeys.ts).
defineJourneys(true);
