import type { PayrollColumn } from '@ias/shared';
import type { usePayrollT } from '../hooks/use-payroll-t';

export type Translate = ReturnType<typeof usePayrollT>;

/** Each column's heading (ids written out in full, as the catalogue guard expects). */
export function columnLabel(t: Translate, column: PayrollColumn): string {
  switch (column) {
    case 'employee_code':
      return t('payroll.column.employee_code');
    case 'full_name':
      return t('payroll.column.full_name');
    case 'role':
      return t('payroll.column.role');
    case 'groups':
      return t('payroll.column.groups');
    case 'status':
      return t('payroll.column.status');
    case 'joined_on':
      return t('payroll.column.joined_on');
    case 'left_on':
      return t('payroll.column.left_on');
    case 'period_days':
      return t('payroll.column.period_days');
    case 'working_days':
      return t('payroll.column.working_days');
    case 'holidays':
      return t('payroll.column.holidays');
    case 'weekly_offs':
      return t('payroll.column.weekly_offs');
    case 'present_days':
      return t('payroll.column.present_days');
    case 'on_time_days':
      return t('payroll.column.on_time_days');
    case 'late_count':
      return t('payroll.column.late_count');
    case 'half_days':
      return t('payroll.column.half_days');
    case 'absent_days':
      return t('payroll.column.absent_days');
    case 'paid_leave_days':
      return t('payroll.column.paid_leave_days');
    case 'unpaid_leave_days':
      return t('payroll.column.unpaid_leave_days');
    case 'loss_of_pay_days':
      return t('payroll.column.loss_of_pay_days');
    case 'payable_days':
      return t('payroll.column.payable_days');
    case 'hours_worked':
      return t('payroll.column.hours_worked');
    case 'approved_overtime_hours':
      return t('payroll.column.approved_overtime_hours');
    case 'missing_check_outs':
      return t('payroll.column.missing_check_outs');
  }
}
