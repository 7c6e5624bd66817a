import {
  DESCRIPTOR_LENGTH,
  MATCH_DISTANCE,
  MIN_MARGIN,
  similarityFromDistance,
} from './similarity.js';

export type FaceMatch = {
  memberId: string;
  distance: number;
  similarity: number;
  secondDistance: number | null;
};

/**
 * Exact nearest-neighbour search over an organisation's enrolled descriptors, held as one
 * contiguous Float32Array so a scan is a tight loop (no pgvector needed). Rows are appended on
 * enrolment and removed per member; the whole organisation is reloaded when another server
 * instance announces a change.
 */
export class FaceIndex {
  private vectors = new Float32Array(DESCRIPTOR_LENGTH * 64);
  private members: string[] = [];

  get size(): number {
    return this.members.length;
  }

  add(memberId: string, descriptor: ArrayLike<number>): void {
    if (descriptor.length !== DESCRIPTOR_LENGTH) throw new Error('descriptor must have 128 values');
    const needed = (this.members.length + 1) * DESCRIPTOR_LENGTH;
    if (needed > this.vectors.length) {
      const grown = new Float32Array(Math.max(needed, this.vectors.length * 2));
      grown.set(this.vectors);
      this.vectors = grown;
    }
    this.vectors.set(descriptor, this.members.length * DESCRIPTOR_LENGTH);
    this.members.push(memberId);
  }

  removeMember(memberId: string): void {
    let write = 0;
    for (let read = 0; read < this.members.length; read++) {
      if (this.members[read] === memberId) continue;
      if (write !== read) {
        this.vectors.copyWithin(
          write * DESCRIPTOR_LENGTH,
          read * DESCRIPTOR_LENGTH,
          (read + 1) * DESCRIPTOR_LENGTH,
        );
        this.members[write] = this.members[read]!;
      }
      write++;
    }
    this.members.length = write;
  }

  /** The closest enrolled person, and the distance to the closest *other* person. */
  nearest(
    descriptor: ArrayLike<number>,
    allowed?: (memberId: string) => boolean,
  ): FaceMatch | undefined {
    let best = Infinity;
    let bestMember: string | undefined;
    // The closest row of anyone other than the best person so far (a person has several rows).
    let second = Infinity;
    const probe = Float32Array.from(descriptor);
    const vectors = this.vectors;
    for (let row = 0; row < this.members.length; row++) {
      const member = this.members[row]!;
      if (allowed && !allowed(member)) continue;
      const offset = row * DESCRIPTOR_LENGTH;
      let sum = 0;
      for (let i = 0; i < DESCRIPTOR_LENGTH; i++) {
        const diff = vectors[offset + i]! - probe[i]!;
        sum += diff * diff;
      }
      if (sum < best) {
        if (member !== bestMember) second = best;
        best = sum;
        bestMember = member;
      } else if (sum < second && member !== bestMember) {
        second = sum;
      }
    }
    if (!bestMember) return undefined;
    const distance = Math.sqrt(best);
    return {
      memberId: bestMember,
      distance,
      similarity: similarityFromDistance(distance),
      secondDistance: Number.isFinite(second) ? Math.sqrt(second) : null,
    };
  }
}

/** A match is accepted only within the threshold and clearly ahead of everyone else. */
export function isConfidentMatch(match: FaceMatch | undefined): match is FaceMatch {
  if (!match || match.distance > MATCH_DISTANCE) return false;
  return match.secondDistance === null || match.secondDistance - match.distance >= MIN_MARGIN;
}
