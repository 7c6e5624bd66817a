import type { MemberRole } from '@ias/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  MEMBER_SORTS,
  type MemberFilters,
  type MemberSort,
  type StatusFilter,
} from '../api/members';

const PAGE_SIZE = 25;
const STATUSES: StatusFilter[] = ['current', 'active', 'pending', 'invited', 'rejected', 'left'];
const ROLES: MemberRole[] = ['owner', 'teacher', 'student', 'employee', 'incharge'];

/**
 * The people list's search, filters, order and page, kept in the URL so a filtered view survives a
 * reload and the Back button.
 */
export function useMemberFilters() {
  const [params, setParams] = useSearchParams();
  const filters: MemberFilters = useMemo(() => {
    const status = params.get('status') as StatusFilter | null;
    const role = params.get('role') as MemberRole | null;
    const sortId = params.get('sort') as MemberSort['id'] | null;
    return {
      search: params.get('q') ?? '',
      role: role && ROLES.includes(role) ? role : '',
      status: status && STATUSES.includes(status) ? status : 'current',
      groupId: params.get('group') ?? '',
      page: Math.max(0, Number(params.get('page') ?? 1) - 1) || 0,
      pageSize: PAGE_SIZE,
      sort: {
        id: sortId && MEMBER_SORTS.includes(sortId) ? sortId : 'full_name',
        desc: params.get('desc') === '1',
      },
    };
  }, [params]);

  const update = (changes: Partial<Omit<MemberFilters, 'pageSize'>>) => {
    const next = { ...filters, page: 0, ...changes };
    const query = new URLSearchParams();
    if (next.search) query.set('q', next.search);
    if (next.role) query.set('role', next.role);
    if (next.status !== 'current') query.set('status', next.status);
    if (next.groupId) query.set('group', next.groupId);
    if (next.page) query.set('page', String(next.page + 1));
    if (next.sort.id !== 'full_name') query.set('sort', next.sort.id);
    if (next.sort.desc) query.set('desc', '1');
    setParams(query, { replace: true });
  };
  return { filters, update };
}
