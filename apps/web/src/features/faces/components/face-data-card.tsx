import { ScanFace } from 'lucide-react';
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Spinner,
} from '@/components/ui';
import { notify } from '@/components/ui/toast';
import { FaceConsentPanel, useFaceConsent } from '@/features/consent';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { describeError } from '@/lib/error-messages';
import { useFaceData } from '../hooks/use-face-data';
import { ConsentedEnrolment } from './consented-enrolment';
import { FacePrivacyNote } from './face-privacy-note';
import { StoredCaptures } from './stored-captures';
import { useFacesT } from '../hooks/use-faces-t';

/**
 * /profile: a person's own face data — what it is for, consent, enrolment with live quality
 * feedback, what is stored (with dates) and deletion.
 */
export function FaceDataCard() {
  const t = useFacesT();
  const { active, isLoading: membershipsLoading } = useMyMemberships();
  const orgId = active?.org_id;
  const { data, enrol, remove } = useFaceData({ orgId }, { enabled: Boolean(orgId) });
  // A child enrols only once a guardian consented (the server refuses it too).
  const guardianConsent = useFaceConsent({ orgId }, { enabled: Boolean(orgId) });
  const mayEnrol = guardianConsent.data?.may_enrol !== false;
  const [isEnrolling, setIsEnrolling] = useState(false);
  const [consent, setConsent] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const captures = data.data?.captures ?? [];
  const orgName = active?.organization?.name;

  return (
    <Card id="face-data" aria-labelledby="face-data-title">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="face-data-title">{t('faces.card.title')}</CardTitle>
          {captures.length ? (
            <Badge variant="success">{t('faces.card.setUp')}</Badge>
          ) : orgId && data.isSuccess ? (
            <Badge>{t('faces.card.notSetUp')}</Badge>
          ) : null}
        </div>
        <CardDescription>{t('faces.card.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <FacePrivacyNote orgName={orgName} />
        {membershipsLoading || (orgId && data.isLoading) ? (
          <Spinner />
        ) : !orgId ? (
          <Alert variant="info">{t('faces.card.notMember')}</Alert>
        ) : data.isError ? (
          <Alert variant="error">{describeError(data.error)}</Alert>
        ) : isEnrolling ? (
          <ConsentedEnrolment
            consentText={
              orgName ? t('faces.card.consent', { org: orgName }) : t('faces.card.consentUnnamed')
            }
            hasConsent={consent}
            onConsentChange={setConsent}
            enrol={enrol}
            onCancel={() => setIsEnrolling(false)}
            onSaved={(count) => {
              setIsEnrolling(false);
              notify.saved(t('faces.card.saved', { count }));
            }}
          >
            <div className="flex justify-end">
              <Button variant="outline" onClick={() => setIsEnrolling(false)}>
                {t('faces.cancel')}
              </Button>
            </div>
          </ConsentedEnrolment>
        ) : (
          <>
            <FaceConsentPanel who={{ orgId }} />
            {captures.length ? (
              <StoredCaptures captures={captures} />
            ) : (
              <p className="text-sm text-slate-600">{t('faces.card.none')}</p>
            )}
            <div className="flex flex-wrap gap-2">
              {mayEnrol ? (
                <Button data-tour="face-enrol" onClick={() => setIsEnrolling(true)}>
                  <ScanFace aria-hidden="true" className="h-4 w-4" />
                  {t(captures.length ? 'faces.addCaptures' : 'faces.card.setUpAction')}
                </Button>
              ) : null}
              {captures.length ? (
                <Button variant="outline" onClick={() => setConfirmDelete(true)}>
                  {t('faces.delete')}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('faces.card.deleteTitle')}
        description={t('faces.card.deleteBody', { count: captures.length })}
        confirmLabel={t('faces.delete')}
        isPending={remove.isPending}
        error={remove.error ? describeError(remove.error) : null}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirmDelete(false);
              notify.saved(t('faces.card.deleted'));
            },
          })
        }
      />
    </Card>
  );
}
