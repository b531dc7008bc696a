// Runs the standalone mock for the benchmark: a random free port, a temporary data file, and CORS
// for the benchmark's own app origin (given as the first argument). Prints its URL, then serves
// until SIGTERM.
import { ALLOWED_ORIGINS, startStandaloneServer } from '@endless/mock-server/standalone';

const [appOrigin, dataFile] = process.argv.slice(2);
if (!appOrigin || !dataFile) throw new Error('usage: tsx bench/mock.ts <app origin> <data file>');
// The standalone server answers CORS for the dev and preview origins only; the benchmark serves
// the build on a free port of its own.
ALLOWED_ORIGINS.push(appOrigin);
const server = await startStandaloneServer({ port: 0, dataFile, reset: true });
console.log(JSON.stringify({ url: server.url }));
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
