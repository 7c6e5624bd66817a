import { z } from 'zod';

/** Request bodies, as storage-js 2.119 sends them. */

const TEN_YEARS = 10 * 365 * 24 * 3600;
const expiresInSchema = z.coerce.number().int().min(1).max(TEN_YEARS);
const keyListSchema = z.array(z.string()).min(1).max(1000);

export const signBodySchema = z.object({ expiresIn: expiresInSchema });

export const signManyBodySchema = z.object({ expiresIn: expiresInSchema, paths: keyListSchema });

export const removeBodySchema = z.object({ prefixes: keyListSchema });

export const listBodySchema = z.object({
  prefix: z.string().max(1024).default(''),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().max(1024).default(''),
  sortBy: z
    .object({
      column: z.enum(['name', 'created_at', 'updated_at', 'last_accessed_at']).default('name'),
      order: z.enum(['asc', 'desc']).default('asc'),
    })
    .default({ column: 'name', order: 'asc' }),
});

export const transferBodySchema = z.object({
  bucketId: z.string(),
  sourceKey: z.string(),
  destinationKey: z.string(),
  destinationBucket: z.string().optional(),
});

/** `20971520`, `'20971520'`, `'20MB'`, `'512KB'`, `'1GB'`, or null for no bucket limit. */
const fileSizeLimitSchema = z.union([z.number(), z.string(), z.null()]).transform((value, ctx) => {
  if (value === null) return null;
  const bytes = typeof value === 'number' ? value : parseSize(value);
  if (bytes === undefined || !Number.isSafeInteger(bytes) || bytes <= 0) {
    ctx.addIssue({
      code: 'custom',
      message: 'Invalid file size, for example 20MB, 512KB or 1048576',
    });
    return z.NEVER;
  }
  return bytes;
});

function parseSize(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(B|KB|MB|GB)?\s*$/i.exec(text);
  if (!match) return undefined;
  const unit = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[
    (match[2] ?? 'B').toUpperCase() as 'B'
  ];
  return Math.round(Number(match[1]) * unit);
}

const bucketSettingsShape = {
  public: z.boolean().optional(),
  file_size_limit: fileSizeLimitSchema.optional(),
  allowed_mime_types: z.array(z.string()).max(100).nullable().optional(),
};

export const createBucketBodySchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  ...bucketSettingsShape,
});

export const updateBucketBodySchema = z.object(bucketSettingsShape);

export const listBucketsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  search: z.string().max(100).optional(),
  sortColumn: z.enum(['id', 'name', 'created_at', 'updated_at']).default('name'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});
