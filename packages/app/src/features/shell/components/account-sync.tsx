import { useAccountSync } from '../hooks/use-account-sync';

/** Keeps the signed-in account fresh for the whole app; renders nothing. */
export function AccountSync() {
  useAccountSync();
  return null;
}
