import { useCallback, useState } from 'react';
import { translate } from '../catalogue';

export type Position = { lat: number; lng: number; accuracy: number };

function describeGeoError(error: GeolocationPositionError | Error): string {
  if ('code' in error && error.code === 1) return translate('checkin.geo.blocked');
  if ('code' in error && error.code === 3) return translate('checkin.geo.timeout');
  return translate('checkin.geo.unavailable');
}

/** One fresh, high-accuracy position reading on demand. */
export function useGeolocation() {
  const [error, setError] = useState<string | null>(null);
  const [isLocating, setIsLocating] = useState(false);
  const locate = useCallback(
    () =>
      new Promise<Position | null>((resolve) => {
        setError(null);
        if (!navigator.geolocation) {
          setError(translate('checkin.geo.unsupported'));
          return resolve(null);
        }
        setIsLocating(true);
        navigator.geolocation.getCurrentPosition(
          (position) => {
            setIsLocating(false);
            resolve({
              lat: position.coords.latitude,
              lng: position.coords.longitude,
              accuracy: Math.round(position.coords.accuracy),
            });
          },
          (failure) => {
            setIsLocating(false);
            setError(describeGeoError(failure));
            resolve(null);
          },
          { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
        );
      }),
    [],
  );
  return { locate, error, isLocating };
}
