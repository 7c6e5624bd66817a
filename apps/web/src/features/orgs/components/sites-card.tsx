import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
} from '@/components/ui';
import { QueryList } from '@/components/ui/query-list';
import { RowAction } from '@/components/ui/row-action';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import { orgKeys } from '../api/memberships';
import { deleteSite, fetchSites, type Site } from '../api/sites';
import { SiteDialog } from './site-dialog';
import { useOrgsT } from '../hooks/use-orgs-t';

/** Geofenced sites for self check-in: add, edit, remove. */
export function SitesCard({ orgId }: { orgId: string }) {
  const queryClient = useQueryClient();
  const t = useOrgsT();
  const sites = useQuery({ queryKey: orgKeys.sites(orgId), queryFn: () => fetchSites(orgId) });
  const [editing, setEditing] = useState<Site | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: orgKeys.sites(orgId) });
  const remove = useConfirmedMutation({
    mutationFn: (site: Site) => deleteSite(site.id),
    onSuccess: refresh,
  });

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1.5">
            <CardTitle>{t('orgs.sites.title')}</CardTitle>
            <CardDescription>{t('orgs.sites.description')}</CardDescription>
          </div>
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="h-4 w-4" /> {t('orgs.sites.add')}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <QueryList
          query={sites}
          empty={<p className="text-sm text-slate-600">{t('orgs.sites.empty')}</p>}
        >
          {(items) => (
            <ul className="divide-y divide-slate-100">
              {items.map((site) => (
                <li
                  key={site.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex min-w-0 gap-3">
                    <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{site.name}</p>
                      <p className="text-sm text-slate-600">
                        {t('orgs.sites.where', {
                          lat: site.latitude.toFixed(5),
                          lng: site.longitude.toFixed(5),
                          radius: site.radius_m,
                        })}
                        {' · '}
                        <a
                          className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                          href={`https://www.openstreetmap.org/?mlat=${site.latitude}&mlon=${site.longitude}#map=17/${site.latitude}/${site.longitude}`}
                          target="_blank"
                          rel="noreferrer"
                        >
                          {t('orgs.sites.map')}{' '}
                          <ExternalLink aria-hidden="true" className="h-3 w-3" />
                          <span className="sr-only">{t('orgs.sites.mapOpens')}</span>
                        </a>
                      </p>
                    </div>
                  </div>
                  <div className="flex shrink-0 gap-2 pl-8 sm:pl-0">
                    <RowAction
                      icon={Pencil}
                      label={t('orgs.sites.editNamed', { name: site.name })}
                      variant="outline"
                      onClick={() => setEditing(site)}
                    >
                      {t('orgs.edit')}
                    </RowAction>
                    <RowAction
                      icon={Trash2}
                      label={t('orgs.sites.removeNamed', { name: site.name })}
                      variant="ghost"
                      onClick={() => remove.ask(site)}
                    >
                      {t('orgs.remove')}
                    </RowAction>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryList>
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
        {...remove.dialogProps}
        title={
          remove.target
            ? t('orgs.sites.removeTitle', { name: remove.target.name })
            : t('orgs.sites.removeTitleUnnamed')
        }
        description={t('orgs.sites.removeBody')}
        confirmLabel={t('orgs.sites.remove')}
      />
    </Card>
  );
}
