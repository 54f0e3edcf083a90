/**
 * The Gemini API's stand-in for the browser tests that need an AI engine: the fake of the unit
 * tests (tests/fakes/gemini-fake.ts) on 127.0.0.1:$E2E_GEMINI_PORT, answering every shot with
 * the garment recoloured (a red dress comes back teal), so the colour check's badge shows.
 * Runs until killed (Playwright's webServer stops it at the end of the run).
 */
import { startGeminiFake } from '../../tests/fakes/gemini-fake';

const port = Number(process.env.E2E_GEMINI_PORT ?? 3192);
const fake = await startGeminiFake({ port, fallback: 'recoloured' });
console.log(`gemini fake (always recoloured) at ${fake.url}`);
