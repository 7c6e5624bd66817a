export { catalogue as overtimeCatalogue, overtimeLoader } from './catalogue';
export { MyOvertimePanel } from './components/my-overtime-panel';
export { OvertimeReviewPanel } from './components/overtime-review-panel';
export { OvertimeSettingsCard } from './components/overtime-settings-card';
export { OvertimeSummary } from './components/overtime-summary';
export { ShiftOvertimeButton } from './components/shift-overtime-button';
