import type { Site } from '../api/self-check-in';

/** Great-circle distance in metres (haversine), the same measure the server uses. */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const R = 6_371_000;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

/** The nearest site and how far it is. */
export function nearestSite(sites: Site[], at: { lat: number; lng: number }) {
  return (
    sites
      .map((site) => ({
        site,
        distance: Math.round(distanceMetres(at, { lat: site.latitude, lng: site.longitude })),
      }))
      .sort((a, b) => a.distance - b.distance)[0] ?? null
  );
}

/** 35 m, 1.1 km */
export function formatDistance(metres: number): string {
  return metres >= 1000 ? `${(metres / 1000).toFixed(1)} km` : `${Math.round(metres)} m`;
}
