import { USER_TYPES, type UserType } from '@ias/shared';
import type { ComponentType } from 'react';
import { RoleDashboard } from '@/features/dashboard/components/role-dashboard';

function screenFor(type: UserType): ComponentType {
  const Screen = () => <RoleDashboard userType={type} />;
  Screen.displayName = `${type}Dashboard`;
  return Screen;
}

/** One screen per /dashboard/<type> route; the RoleRoute guard decides who may see it. */
export const roleDashboards = USER_TYPES.reduce(
  (screens, type) => ({ ...screens, [type]: screenFor(type) }),
  {} as Record<UserType, ComponentType>,
);
