// getCustomizeData (GET /character/data/customize): the colours, the current outfit and the renders
// the /character screen edits (spec 02 §7).
import { $api } from '../../../lib/api/client';

export function getCustomizeDataQueryOptions() {
  return $api.queryOptions('get', '/character/data/customize');
}
