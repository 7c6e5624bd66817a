import type { AppContext } from '../../app-context.js';
import { ADMIN_NOT_OFFERED, DEMO_ACCOUNTS } from './demo-accounts.js';
import { isDemoFresh } from './reset-demo.js';
import * as repo from './repository.js';
import type { DemoInfo } from '@ias/shared';

/** What the /demo page shows: the organisations, the roles to try, and when the data resets. */
export async function getDemoInfo(ctx: AppContext, resetEveryHours: number): Promise<DemoInfo> {
  const { db } = ctx.database;
  const [state, accounts] = await Promise.all([repo.readDemoState(db), repo.listDemoAccounts(db)]);
  const isAvailable = isDemoFresh(state, Number.POSITIVE_INFINITY, new Date());
  const nameOf = (kind: string, memberRole: string) =>
    accounts.find((a) => a.kind === kind && a.member_role === memberRole)?.full_name ?? null;
  return {
    isAvailable,
    resetAt: state.resetAt?.toISOString() ?? null,
    nextResetAt:
      state.resetAt && resetEveryHours > 0
        ? new Date(state.resetAt.getTime() + resetEveryHours * 3_600_000).toISOString()
        : null,
    resetEveryHours: resetEveryHours > 0 ? resetEveryHours : null,
    organizations: state.organizations.map(({ kind, name, address, timezone }) => ({
      kind,
      name,
      address,
      timezone,
    })),
    roles: DEMO_ACCOUNTS.map((account) => ({
      role: account.role,
      organization: account.kind,
      userType: account.userType,
      name: isAvailable ? nameOf(account.kind, account.memberRole) : null,
      description: account.description,
    })),
    isAdminOffered: false,
    adminNote: ADMIN_NOT_OFFERED,
  };
}
