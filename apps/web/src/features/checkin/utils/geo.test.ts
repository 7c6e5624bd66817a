import { describe, expect, it } from 'vitest';
import { distanceMetres, formatDistance, nearestSite } from './geo';

const mill = {
  id: 's1',
  name: 'Peenya Mill',
  latitude: 13.0285,
  longitude: 77.5197,
  radius_m: 200,
};
const office = {
  id: 's2',
  name: 'MG Road office',
  latitude: 12.9756,
  longitude: 77.6066,
  radius_m: 150,
};

describe('geofence helpers', () => {
  it('measures distances like the server (haversine)', () => {
    expect(distanceMetres({ lat: 13.0285, lng: 77.5197 }, { lat: 13.0285, lng: 77.5197 })).toBe(0);
    const d = distanceMetres({ lat: 13.0385, lng: 77.5197 }, { lat: 13.0285, lng: 77.5197 });
    expect(d).toBeGreaterThan(1100);
    expect(d).toBeLessThan(1120);
  });

  it('finds the nearest site and words the distance', () => {
    const near = nearestSite([office, mill], { lat: 13.0385, lng: 77.5197 });
    expect(near?.site.name).toBe('Peenya Mill');
    expect(formatDistance(near!.distance)).toBe('1.1 km');
    expect(formatDistance(35.4)).toBe('35 m');
    expect(nearestSite([], { lat: 0, lng: 0 })).toBeNull();
  });
});
