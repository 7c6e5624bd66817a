export { catalogue as leaveCatalogue, leaveLoader, translateLeave } from './catalogue';
export { LeaveBalanceCard } from './components/leave-balance-card';
export { LeaveDecisionContext } from './components/leave-decision-context';
export { LeaveForm } from './components/leave-form';
export { LeaveTypesCard } from './components/leave-types-card';
