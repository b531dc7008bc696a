import { UsersScreen } from '../../../features/friends/components/users-screen';

export default function UsersRoute() {
  return <UsersScreen />;
}
