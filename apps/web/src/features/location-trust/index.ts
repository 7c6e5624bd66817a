export { catalogue as locationTrustCatalogue, locationTrustLoader } from './catalogue';
export { LocationReviewQueue } from './components/location-review-queue';
export { browserDeviceId } from './utils/device-id';
