import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Label,
} from '@/components/ui';
import { QueryList } from '@/components/ui/query-list';
import { RowAction } from '@/components/ui/row-action';
import { SearchInput } from '@/components/ui/search-input';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import { contactsKeys } from '../api/contacts-keys';
import {
  deletePersonalContact,
  fetchPersonalContacts,
  type PersonalContact,
} from '../api/personal-contacts';
import { ContactDialog } from './contact-dialog';
import { ContactLinks } from './contact-links';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** The person's own contacts: add, edit, delete, search. */
export function PersonalContactsCard({ userId }: { userId: string }) {
  const t = useCatalogueT(catalogue);
  const queryClient = useQueryClient();
  const contacts = useQuery({
    queryKey: contactsKeys.personal(userId),
    queryFn: fetchPersonalContacts,
  });
  const [editing, setEditing] = useState<PersonalContact | 'new' | null>(null);
  const [search, setSearch] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: contactsKeys.personal(userId) });
  const remove = useConfirmedMutation({
    mutationFn: (contact: PersonalContact) => deletePersonalContact(contact.id),
    onSuccess: refresh,
  });
  const needle = search.trim().toLowerCase();
  const shown = (contacts.data ?? []).filter((c) =>
    !needle
      ? true
      : [c.name, c.email, c.phone, c.organisation].some((v) => v?.toLowerCase().includes(needle)),
  );

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1.5">
            <CardTitle>{t('contacts.mine.title')}</CardTitle>
            <CardDescription>{t('contacts.mine.description')}</CardDescription>
          </div>
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="h-4 w-4" /> {t('contacts.mine.add')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {contacts.data && contacts.data.length > 5 ? (
          <div className="space-y-1.5">
            <Label htmlFor="personal-search" className="sr-only">
              {t('contacts.mine.search')}
            </Label>
            <SearchInput
              id="personal-search"
              placeholder={t('contacts.mine.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        ) : null}
        <QueryList
          query={contacts}
          empty={<p className="text-sm text-slate-600">{t('contacts.mine.empty')}</p>}
        >
          {() =>
            !shown.length ? (
              <p className="text-sm text-slate-600">{t('contacts.noMatch')}</p>
            ) : (
              <ul className="divide-y divide-slate-100" aria-label={t('contacts.mine.title')}>
                {shown.map((contact) => (
                  <li key={contact.id} className="flex items-start justify-between gap-3 py-3">
                    <div className="min-w-0 space-y-1">
                      <p className="font-medium text-slate-900">
                        {contact.name}
                        {contact.organisation ? (
                          <span className="font-normal text-slate-500">
                            {' '}
                            · {contact.organisation}
                          </span>
                        ) : null}
                      </p>
                      <ContactLinks
                        name={contact.name}
                        email={contact.email}
                        phone={contact.phone}
                      />
                      {contact.notes ? (
                        <p className="whitespace-pre-line text-sm text-slate-600">
                          {contact.notes}
                        </p>
                      ) : null}
                    </div>
                    <div className="flex shrink-0 gap-1">
                      <RowAction
                        icon={Pencil}
                        label={t('contacts.mine.edit', { name: contact.name })}
                        variant="ghost"
                        onClick={() => setEditing(contact)}
                      />
                      <RowAction
                        icon={Trash2}
                        label={t('contacts.mine.delete', { name: contact.name })}
                        variant="ghost"
                        onClick={() => remove.ask(contact)}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryList>
      </CardContent>
      {editing ? (
        <ContactDialog
          contact={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      ) : null}
      <ConfirmDialog
        {...remove.dialogProps}
        title={
          remove.target
            ? t('contacts.remove.title', { name: remove.target.name })
            : t('contacts.remove.titleNoName')
        }
        description={t('contacts.remove.body')}
        confirmLabel={t('contacts.remove.action')}
      />
    </Card>
  );
}
