// The one import of zod for the app's schemas: configures it before any schema exists, and keeps
// zod out of the entry chunk (only screens with forms load it).
import { config, z } from 'zod';

// zod probes `new Function` to compile faster parsers; the content-security policy forbids eval.
config({ jitless: true });

export { z };
