import { useApiPing } from '../hooks/use-api-ping';
import { useCookieNotice } from '../hooks/use-cookie-notice';

/** App-wide notices that do not belong to any screen: the cookie notice and the API check. */
export function SystemNotices() {
  useCookieNotice();
  useApiPing();
  return null;
}
