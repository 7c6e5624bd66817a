export { landingCatalogue, landingLoader, useLandingT, type LandingMessageId } from './catalogue';
