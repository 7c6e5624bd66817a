import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Input,
  Label,
  Spinner,
} from '@/components/ui';
import { describeError } from '@/lib/error-messages';
import { contactsKeys } from '../api/contacts-keys';
import {
  deletePersonalContact,
  fetchPersonalContacts,
  type PersonalContact,
} from '../api/personal-contacts';
import { ContactDialog } from './contact-dialog';
import { ContactLinks } from './contact-links';

/** The person's own contacts: add, edit, delete, search. */
export function PersonalContactsCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const contacts = useQuery({
    queryKey: contactsKeys.personal(userId),
    queryFn: fetchPersonalContacts,
  });
  const [editing, setEditing] = useState<PersonalContact | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PersonalContact | null>(null);
  const [search, setSearch] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: contactsKeys.personal(userId) });
  const remove = useMutation({
    mutationFn: (contact: PersonalContact) => deletePersonalContact(contact.id),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
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
            <CardTitle>My contacts</CardTitle>
            <CardDescription>Parents, vendors, anyone. Only you see these.</CardDescription>
          </div>
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="h-4 w-4" /> Add contact
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {contacts.data && contacts.data.length > 5 ? (
          <div className="space-y-1.5">
            <Label htmlFor="personal-search" className="sr-only">
              Search my contacts
            </Label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
              />
              <Input
                id="personal-search"
                type="search"
                className="pl-9"
                placeholder="Search my contacts"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
          </div>
        ) : null}
        {contacts.isLoading ? (
          <Spinner />
        ) : contacts.error ? (
          <Alert variant="error">{describeError(contacts.error)}</Alert>
        ) : !contacts.data?.length ? (
          <p className="text-sm text-slate-600">No personal contacts yet.</p>
        ) : !shown.length ? (
          <p className="text-sm text-slate-600">Nobody matches.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="My contacts">
            {shown.map((contact) => (
              <li key={contact.id} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium text-slate-900">
                    {contact.name}
                    {contact.organisation ? (
                      <span className="font-normal text-slate-500"> · {contact.organisation}</span>
                    ) : null}
                  </p>
                  <ContactLinks name={contact.name} email={contact.email} phone={contact.phone} />
                  {contact.notes ? (
                    <p className="whitespace-pre-line text-sm text-slate-600">{contact.notes}</p>
                  ) : null}
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditing(contact)}
                    aria-label={`Edit ${contact.name}`}
                  >
                    <Pencil aria-hidden="true" className="h-4 w-4" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDeleting(contact)}
                    aria-label={`Delete ${contact.name}`}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing ? (
        <ContactDialog
          contact={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'contact'}?`}
        description="This removes the contact from your address book."
        confirmLabel="Delete contact"
        onConfirm={() => deleting && remove.mutate(deleting)}
        isPending={remove.isPending}
        error={remove.error ? describeError(remove.error) : null}
      />
    </Card>
  );
}
