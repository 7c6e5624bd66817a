import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
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
  Spinner,
} from '@/components/ui';
import { describeError } from '@/lib/error-messages';
import { orgKeys } from '../api/memberships';
import { deleteSite, fetchSites, type Site } from '../api/sites';
import { SiteDialog } from './site-dialog';

/** Geofenced sites for self check-in: add, edit, remove. */
export function SitesCard({ orgId }: { orgId: string }) {
  const queryClient = useQueryClient();
  const sites = useQuery({ queryKey: orgKeys.sites(orgId), queryFn: () => fetchSites(orgId) });
  const [editing, setEditing] = useState<Site | 'new' | null>(null);
  const [removing, setRemoving] = useState<Site | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: orgKeys.sites(orgId) });
  const remove = useMutation({
    mutationFn: (site: Site) => deleteSite(site.id),
    onSuccess: async () => {
      setRemoving(null);
      await refresh();
    },
  });

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1.5">
            <CardTitle>Sites</CardTitle>
            <CardDescription>
              Campuses, offices or plants. Self check-in on a phone works only inside one of them.
            </CardDescription>
          </div>
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="h-4 w-4" /> Add site
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {sites.isLoading ? (
          <Spinner />
        ) : sites.error ? (
          <Alert variant="error">{describeError(sites.error)}</Alert>
        ) : !sites.data?.length ? (
          <p className="text-sm text-slate-600">
            No sites yet. Without one, people can still check in at kiosks and by roll-call.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {sites.data.map((site) => (
              <li
                key={site.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 gap-3">
                  <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{site.name}</p>
                    <p className="text-sm text-slate-600">
                      {site.latitude.toFixed(5)}, {site.longitude.toFixed(5)} · within{' '}
                      {site.radius_m} m{' · '}
                      <a
                        className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                        href={`https://www.openstreetmap.org/?mlat=${site.latitude}&mlon=${site.longitude}#map=17/${site.latitude}/${site.longitude}`}
                        target="_blank"
                        rel="noreferrer"
                      >
                        Map <ExternalLink aria-hidden="true" className="h-3 w-3" />
                        <span className="sr-only">(opens OpenStreetMap)</span>
                      </a>
                    </p>
                  </div>
                </div>
                <div className="flex shrink-0 gap-2 pl-8 sm:pl-0">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(site)}
                    aria-label={`Edit ${site.name}`}
                  >
                    <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setRemoving(site)}
                    aria-label={`Remove ${site.name}`}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing ? (
        <SiteDialog
          orgId={orgId}
          site={editing === 'new' ? null : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          onSaved={() => void refresh()}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(removing)}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            remove.reset();
          }
        }}
        title={`Remove ${removing?.name ?? 'site'}?`}
        description="Self check-in there stops at once, and groups linked to this site lose the link. Past attendance is kept."
        confirmLabel="Remove site"
        onConfirm={() => removing && remove.mutate(removing)}
        isPending={remove.isPending}
        error={remove.error ? describeError(remove.error) : null}
      />
    </Card>
  );
}
