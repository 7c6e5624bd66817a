export { catalogue as privacyCatalogue, privacyLoader } from './catalogue';
export { AccountDeletionCard } from './components/account-deletion-card';
export { DataExportCard } from './components/data-export-card';
