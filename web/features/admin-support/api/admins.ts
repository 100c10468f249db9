import { useUsers } from '../../../api/users';

/** The people tickets can be assigned to: the admins among the users list every admin screen shares. */
export function useAdmins() {
  const users = useUsers();
  return (users.data ?? []).filter((u) => u.role === 'admin').map((u) => ({ id: u.id, username: u.username }));
}
