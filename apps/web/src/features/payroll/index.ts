export { payrollLoader } from './catalogue';
export { PayrollCard } from './components/payroll-card';
