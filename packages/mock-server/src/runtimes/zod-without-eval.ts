// Imported first by the browser entry: pages under the app's content-security policy forbid eval,
// and zod probes `new Function` on its first parse, which module-level code of the mock may do.
import { config } from 'zod';

config({ jitless: true });
