import { LockedAccount } from '../../../features/accountability/components/locked-account';

export default function RestrictedRoute() {
  return <LockedAccount />;
}
