import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../lib/db.js';
import type { Notifications } from '../../lib/notifications.js';
import { FaceIndex } from './face-index.js';

/**
 * One in-memory face index per organisation, loaded on first use and dropped whenever the
 * database announces a change to that organisation's face data (from any server instance).
 */
export class FaceRegistry {
  private readonly indexes = new Map<string, Promise<FaceIndex>>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async listen(notifications: Notifications): Promise<void> {
    await notifications.on(
      'face_data',
      (orgId) => this.invalidate(orgId),
      // Deletions announced while the connection was down were missed: reload everything.
      () => this.indexes.clear(),
    );
  }

  invalidate(orgId: string): void {
    this.indexes.delete(orgId);
  }

  index(orgId: string): Promise<FaceIndex> {
    let index = this.indexes.get(orgId);
    if (!index) {
      index = this.load(orgId);
      this.indexes.set(orgId, index);
      index.catch((error: unknown) => {
        this.log.error({ err: error, orgId }, 'loading the face index failed');
        if (this.indexes.get(orgId) === index) this.indexes.delete(orgId);
      });
    }
    return index;
  }

  private async load(orgId: string): Promise<FaceIndex> {
    const { rows } = await sql<{ member_id: string; embedding: number[] }>`
      select f.member_id, f.embedding
        from public.face_data f join public.memberships m on m.id = f.member_id
       where f.org_id = ${orgId}::uuid and m.status = 'active'`.execute(this.database.db);
    const index = new FaceIndex();
    for (const row of rows) index.add(row.member_id, row.embedding);
    return index;
  }
}
