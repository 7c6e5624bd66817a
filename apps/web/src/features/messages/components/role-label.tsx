import { useMessagesT } from '../hooks/use-messages-t';

/** A member's role in words. */
export function RoleLabel({ role }: { role: string }) {
  const t = useMessagesT();
  switch (role) {
    case 'owner':
      return t('messages.role.owner');
    case 'teacher':
      return t('messages.role.teacher');
    case 'incharge':
      return t('messages.role.incharge');
    case 'employee':
      return t('messages.role.employee');
    default:
      return t('messages.role.student');
  }
}
