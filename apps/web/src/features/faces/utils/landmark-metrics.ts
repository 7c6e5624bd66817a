/** A point of face-api's 68-point landmark model. */
export type Point = { x: number; y: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Eye aspect ratio (Soukupová & Čech, 2016) of one eye's six landmarks: open eyes measure about
 * 0.25–0.35, closed ones under 0.2.
 */
export function eyeAspectRatio(eye: readonly Point[]): number {
  if (eye.length !== 6) return 0;
  const [p1, p2, p3, p4, p5, p6] = eye as [Point, Point, Point, Point, Point, Point];
  const width = distance(p1, p4);
  if (width === 0) return 0;
  return (distance(p2, p6) + distance(p3, p5)) / (2 * width);
}

/**
 * Head turn from the 68 landmarks: where the nose tip (30) sits between the two sides of the jaw
 * (0 and 16). 0 is frontal; about ±0.3 is a clear turn to one side.
 */
export function yawFromLandmarks(points: readonly Point[]): number {
  if (points.length < 68) return 0;
  const nose = points[30]!;
  const left = distance(nose, points[0]!);
  const right = distance(nose, points[16]!);
  return left + right === 0 ? 0 : (left - right) / (left + right);
}

/** Both measures from a full set of 68 points (eyes are points 36–41 and 42–47). */
export function landmarkMetrics(points: readonly Point[]): {
  eyeAspectRatio: number;
  yaw: number;
} {
  if (points.length < 68) return { eyeAspectRatio: 0, yaw: 0 };
  const ear = (eyeAspectRatio(points.slice(36, 42)) + eyeAspectRatio(points.slice(42, 48))) / 2;
  return { eyeAspectRatio: ear, yaw: yawFromLandmarks(points) };
}
