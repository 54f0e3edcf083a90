/**
 * The Gemini API's stand-in for the browser tests that need an AI engine: the fake of the unit
 * tests (tests/fakes/gemini-fake.ts) on 127.0.0.1:$E2E_GEMINI_PORT, answering every shot with
 * the garment recoloured (a red dress comes back teal), so the colour check's badge shows.
 * What it was asked is readable at 127.0.0.1:$E2E_GEMINI_RECORD_PORT (each request's prompt and
 * its number of images), so a test can check what a run sent the vendor.
 * Runs until killed (Playwright's webServer stops it at the end of the run).
 */
import { createServer } from 'node:http';
import { generateRequestsOf, startGeminiFake } from '../../tests/fakes/gemini-fake';

const port = Number(process.env.E2E_GEMINI_PORT ?? 3192);
const recordPort = Number(process.env.E2E_GEMINI_RECORD_PORT ?? port + 10);
const fake = await startGeminiFake({ port, fallback: 'recoloured' });
createServer((_req, res) => {
  const asked = generateRequestsOf(fake).map(({ prompt, images }) => ({
    prompt,
    images: images.length,
  }));
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(asked));
}).listen(recordPort, '127.0.0.1');
console.log(`gemini fake (always recoloured) at ${fake.url}, its requests at :${recordPort}`);
