import { z } from 'zod';

const uuid = z.string().uuid();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-31.');

export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

/** Moving one card: where to, before which card (null: to the end), and the version it saw. */
export const moveCardSchema = z.object({
  columnId: uuid,
  beforeId: uuid.nullable().default(null),
  version: z.number().int().positive(),
});
export type MoveCardInput = z.infer<typeof moveCardSchema>;

/** Many cards at once: move them to the end of a column, close them or open them again. */
export const bulkCardsSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('move'), ids: z.array(uuid).min(1).max(200), columnId: uuid }),
  z.object({ action: z.literal('close'), ids: z.array(uuid).min(1).max(200) }),
  z.object({ action: z.literal('reopen'), ids: z.array(uuid).min(1).max(200) }),
]);
export type BulkCardsInput = z.infer<typeof bulkCardsSchema>;

/** A task for a whole class: one private card per student, or one card shared by all. */
export const classTaskSchema = z.object({
  boardId: uuid,
  title: z.string().trim().min(1).max(200),
  description: z.string().max(5000).default(''),
  dueOn: date.nullable().default(null),
  priority: z.enum(PRIORITIES).default('normal'),
  labels: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  mode: z.enum(['each', 'shared']),
});
export type ClassTaskInput = z.infer<typeof classTaskSchema>;
