import { requestSchemas } from '@endless/client/schemas';
// Configures zod (no eval under the content-security policy) before the first parse.
import '../../../lib/zod';

export const updateAboutSchema = requestSchemas.updateAbout.body;
