// Files (issue 16): the /files page's reads under row-level security, as the data API runs them
// (apps/web/src/features/files/api/items.ts): the top level of the class space, a name search in
// it, "My files", and the caller's spaces (modules/files/repository.ts).
//
// Seeded on top of the base school: a space per class (100), the organisation's space and "My
// files" of the three signed-in people; per class 10 folders and 190 files with 10 % of them in
// the trash (19,000 files), 2,000 files in the organisation's space, 300 in each "My files".
export const migration = '0025';

const COLUMNS =
  'id, space_id, parent_id, kind, name, size, mime_type, created_at, updated_at, deleted_at';

export async function seed(client, ctx) {
  const { org, people } = ctx;
  await client.query('set session_replication_role = replica');
  await client.query(`insert into public.file_spaces (org_id, kind) values ($1, 'organization')`, [
    org,
  ]);
  await client.query(
    `insert into public.file_spaces (org_id, kind, group_id)
     select org_id, 'group', id from public.groups where org_id = $1`,
    [org],
  );
  await client.query(
    `insert into public.file_spaces (org_id, kind, owner_id)
     select $1, 'personal', u from unnest($2::uuid[]) u`,
    [org, [people.owner, people.teacher, people.student]],
  );
  // Folders first, then files spread over the top level and the folders.
  await client.query(
    `insert into public.files (org_id, space_id, kind, name, created_by)
     select $1, s.id, 'folder', 'Unit ' || n, $2
       from public.file_spaces s, generate_series(1, 10) n
      where s.org_id = $1 and s.kind = 'group'`,
    [org, people.owner],
  );
  await client.query(
    `insert into public.files (id, org_id, space_id, parent_id, kind, name, object_name, size, mime_type,
                               created_by, deleted_at, trashed_with)
     select x.id, $1, x.space_id,
            case when x.n % 3 = 0 then (select f.id from public.files f where f.space_id = x.space_id
                                          and f.kind = 'folder' and f.name = 'Unit ' || (1 + x.n % 10)) end,
            'file', 'Worksheet ' || x.n || '.pdf', x.org_text || '/' || x.id, 50000 + x.n * 100,
            'application/pdf', $2,
            case when x.n % 10 = 0 then now() - x.n * interval '1 hour' end,
            case when x.n % 10 = 0 then x.id end
       from (select gen_random_uuid() as id, s.id as space_id, s.org_id::text as org_text, n
               from public.file_spaces s, generate_series(1, 190) n
              where s.org_id = $1 and s.kind = 'group') x`,
    [org, people.owner],
  );
  await client.query(
    `insert into public.files (org_id, space_id, kind, name, object_name, size, mime_type, created_by)
     select $1, s.id, 'file', 'Circular ' || n || '.pdf', s.org_id::text || '/' || gen_random_uuid(), 120000, 'application/pdf', $2
       from public.file_spaces s, generate_series(1, 2000) n
      where s.org_id = $1 and s.kind = 'organization'`,
    [org, people.owner],
  );
  await client.query(
    `insert into public.files (org_id, space_id, kind, name, object_name, size, mime_type, created_by)
     select $1, s.id, 'file', 'Note ' || n || '.txt', s.org_id::text || '/' || gen_random_uuid(), 2000, 'text/plain', s.owner_id
       from public.file_spaces s, generate_series(1, 300) n
      where s.org_id = $1 and s.kind = 'personal'`,
    [org],
  );
  await client.query('set session_replication_role = origin');
  const space = async (where, params) =>
    (await client.query(`select id from public.file_spaces where ${where}`, params)).rows[0].id;
  ctx.fileSpaces = {
    classOne: await space(
      `group_id = (select id from public.groups where org_id = $1 and name = 'Class 001')`,
      [org],
    ),
    owner: await space(`kind = 'personal' and owner_id = $1`, [people.owner]),
    teacher: await space(`kind = 'personal' and owner_id = $1`, [people.teacher]),
    student: await space(`kind = 'personal' and owner_id = $1`, [people.student]),
  };
}

export function workloads(ctx) {
  const { org, fileSpaces } = ctx;
  const live = `select ${COLUMNS} from public.files where deleted_at is null`;
  return [
    {
      name: 'files: class space, top level by name',
      statements: [
        `${live} and space_id = '${fileSpaces.classOne}' and parent_id is null order by name limit 1000`,
      ],
    },
    {
      name: 'files: search class space by name',
      statements: [
        `${live} and space_id = '${fileSpaces.classOne}' and name ilike '%sheet 1%' order by name limit 200`,
      ],
    },
    {
      name: 'files: My files',
      statements: (who) => [
        `${live} and space_id = '${fileSpaces[who]}' and parent_id is null order by name limit 1000`,
      ],
    },
    {
      name: "files: the caller's spaces",
      statements: [
        `select s.id, s.kind, coalesce(g.name, o.name) as name,
                s.id = any (array(select public.my_writable_file_space_ids())) as can_write
           from public.file_spaces s join public.organizations o on o.id = s.org_id
           left join public.groups g on g.id = s.group_id
          where s.org_id = '${org}'`,
      ],
    },
  ];
}
