import { distanceMetres } from '../attendance/rules.js';

/** GPS readings worse than this are never trusted to prove where someone is, whatever the fence. */
export const MAX_ACCURACY_M = 150;
/** Faster than this between two check-ins is no commute (a car on an expressway, not a plane). */
export const IMPOSSIBLE_SPEED_KMH = 250;
/** Moves shorter than this (after taking off both accuracies) are jitter, never travel. */
export const MIN_TRAVEL_KM = 5;
/** An accuracy above this share of the limit is accepted but flagged for a second look. */
export const NEAR_LIMIT_SHARE = 0.8;

export type LocationFlag = 'impossible_travel' | 'new_device' | 'accuracy_near_limit';

/**
 * The accuracy a fix must have to check in at a site: its radius (a fix that could be anywhere in
 * a circle wider than the fence cannot show the person is inside it), and never worse than 150 m.
 */
export const accuracyLimit = (radiusM: number) => Math.min(MAX_ACCURACY_M, Math.round(radiusM));

export type Fix = { lat: number; lng: number; accuracy: number | null; at: Date };

/**
 * How the person moved since their previous fix: the distance between the two points less both
 * accuracy radii (the least they can have moved), the time between them and the speed that implies.
 * Impossible when the distance is beyond jitter and the speed beyond any commute.
 */
export function assessTravel(previous: Fix, current: Fix) {
  const metres = distanceMetres(previous, current);
  const km = Math.max(0, metres - (previous.accuracy ?? 0) - (current.accuracy ?? 0)) / 1000;
  const minutes = Math.max(0, (current.at.getTime() - previous.at.getTime()) / 60_000);
  const kmh = minutes > 0 ? km / (minutes / 60) : km > 0 ? Number.POSITIVE_INFINITY : 0;
  return {
    km: Math.round(km * 10) / 10,
    minutes: Math.round(minutes * 10) / 10,
    kmh: Number.isFinite(kmh) ? Math.round(kmh) : null,
    impossible: km >= MIN_TRAVEL_KM && kmh > IMPOSSIBLE_SPEED_KMH,
  };
}

/** The signs worth a second look on one check-in. */
export function locationFlags(input: {
  travelImpossible: boolean;
  /** The person has checked in before, and never from this device (or the device is unknown). */
  newDevice: boolean;
  accuracy: number | null;
  limit: number;
}): LocationFlag[] {
  const flags: LocationFlag[] = [];
  if (input.travelImpossible) flags.push('impossible_travel');
  if (input.newDevice) flags.push('new_device');
  if (input.accuracy !== null && input.accuracy > input.limit * NEAR_LIMIT_SHARE)
    flags.push('accuracy_near_limit');
  return flags;
}
