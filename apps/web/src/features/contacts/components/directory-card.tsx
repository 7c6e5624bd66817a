import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Label,
  Select,
  SkeletonList,
} from '@/components/ui';
import { SearchInput } from '@/components/ui/search-input';
import { useGroupNames } from '@/features/orgs/hooks/use-group-names';
import { describeError } from '@/lib/error-messages';
import { contactsKeys } from '../api/contacts-keys';
import { DIRECTORY_PAGE_SIZE, fetchDirectory } from '../api/directory';
import { ContactLinks } from './contact-links';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

const ROLE = {
  owner: 'contacts.role.owner',
  teacher: 'contacts.role.teacher',
  student: 'contacts.role.student',
  employee: 'contacts.role.employee',
  incharge: 'contacts.role.incharge',
} as const;

/** The organisation's people the viewer may see, with call and mail links. */
export function DirectoryCard({ orgId, orgName }: { orgId: string; orgName: string }) {
  const t = useCatalogueT(catalogue);
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const [groupId, setGroupId] = useState('');
  const [page, setPage] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setTerm(search.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  const groups = useGroupNames(orgId);
  const directory = useQuery({
    queryKey: contactsKeys.directory(orgId, term, groupId, page),
    queryFn: () => fetchDirectory(orgId, { search: term, groupId, page }),
    placeholderData: keepPreviousData,
  });
  const total = directory.data?.total ?? 0;
  const pages = Math.ceil(total / DIRECTORY_PAGE_SIZE);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{orgName}</CardTitle>
        <CardDescription>{t('contacts.directory.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
          <div className="space-y-1.5">
            <Label htmlFor="directory-search">{t('contacts.directory.search')}</Label>
            <SearchInput
              id="directory-search"
              placeholder={t('contacts.directory.searchHint')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          {groups.data?.length ? (
            <div className="space-y-1.5">
              <Label htmlFor="directory-group">{t('contacts.directory.group')}</Label>
              <Select
                id="directory-group"
                value={groupId}
                onChange={(event) => {
                  setGroupId(event.target.value);
                  setPage(0);
                }}
                options={[
                  { value: '', label: t('contacts.directory.allGroups') },
                  ...groups.data.map((g) => ({ value: g.id, label: g.name })),
                ]}
              />
            </div>
          ) : null}
        </div>
        {directory.isLoading ? (
          <SkeletonList rows={6} avatar />
        ) : directory.error ? (
          <Alert variant="error">
            <p>{describeError(directory.error)}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void directory.refetch()}
            >
              {t('contacts.retry')}
            </Button>
          </Alert>
        ) : !directory.data?.rows.length ? (
          <p className="text-sm text-slate-600">
            {term || groupId ? t('contacts.noMatch') : t('contacts.directory.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('contacts.directory.label')}>
            {directory.data.rows.map((person) => {
              const groupList = person.group_members.map((gm) => gm.groups?.name).filter(Boolean);
              return (
                <li key={person.id} className="flex gap-3 py-3">
                  <Avatar name={person.full_name} src={person.photo_url} size="sm" />
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-slate-900">{person.full_name}</span>
                      <Badge variant="neutral">{t(ROLE[person.role])}</Badge>
                      {groupList.length ? (
                        <span className="text-sm text-slate-500">{groupList.join(', ')}</span>
                      ) : null}
                    </p>
                    <ContactLinks
                      name={person.full_name}
                      email={person.email}
                      phone={person.phone}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {pages > 1 ? (
          <div className="flex items-center justify-between gap-2 text-sm text-slate-600">
            <span>{t('contacts.directory.pages', { total, page: page + 1, pages })}</span>
            <span className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              >
                {t('contacts.directory.previous')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={page + 1 >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t('contacts.directory.next')}
              </Button>
            </span>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
