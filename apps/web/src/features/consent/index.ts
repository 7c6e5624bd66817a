export { catalogue as consentCatalogue, consentLoader } from './catalogue';
export { DataRegisterCard } from './components/data-register-card';
export { FaceConsentPanel } from './components/face-consent-panel';
export { RetentionCard } from './components/retention-card';
export { useFaceConsent } from './hooks/use-consent';
