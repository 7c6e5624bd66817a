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
import { FaceConsentPanel, useFaceConsent } from '@/features/consent';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { describeError } from '@/lib/error-messages';
import { useFaceData } from '../hooks/use-face-data';
import { ConsentedEnrolment } from './consented-enrolment';
import { FacePrivacyNote } from './face-privacy-note';
import { StoredCaptures } from './stored-captures';

/**
 * /profile: a person's own face data — what it is for, consent, enrolment with live quality
 * feedback, what is stored (with dates) and deletion.
 */
export function FaceDataCard() {
  const { active, isLoading: membershipsLoading } = useMyMemberships();
  const orgId = active?.org_id;
  const { data, enrol, remove } = useFaceData({ orgId }, { enabled: Boolean(orgId) });
  // A child enrols only once a guardian consented (the server refuses it too).
  const guardianConsent = useFaceConsent({ orgId }, { enabled: Boolean(orgId) });
  const mayEnrol = guardianConsent.data?.may_enrol !== false;
  const [isEnrolling, setIsEnrolling] = useState(false);
  const [consent, setConsent] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const captures = data.data?.captures ?? [];
  const orgName = active?.organization?.name;

  return (
    <Card id="face-data" aria-labelledby="face-data-title">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="face-data-title">Face check-in</CardTitle>
          {captures.length ? (
            <Badge variant="success">Set up</Badge>
          ) : orgId && data.isSuccess ? (
            <Badge>Not set up</Badge>
          ) : null}
        </div>
        <CardDescription>
          Check in by looking at a kiosk or your phone's camera instead of carrying a card.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <FacePrivacyNote orgName={orgName} />
        {membershipsLoading || (orgId && data.isLoading) ? (
          <Spinner />
        ) : !orgId ? (
          <Alert variant="info">
            Face check-in is available once you are an active member of an institute or company.
          </Alert>
        ) : data.isError ? (
          <Alert variant="error">{describeError(data.error)}</Alert>
        ) : isEnrolling ? (
          <ConsentedEnrolment
            consentText={`I agree that ${orgName ?? 'my organisation'} may store a descriptor of my face to recognise me at check-in. I can delete it at any time.`}
            hasConsent={consent}
            onConsentChange={setConsent}
            enrol={enrol}
            onCancel={() => setIsEnrolling(false)}
            onSaved={(count) => {
              setIsEnrolling(false);
              setSaved(`Saved. ${count} captures are stored.`);
            }}
          >
            <div className="flex justify-end">
              <Button variant="outline" onClick={() => setIsEnrolling(false)}>
                Cancel
              </Button>
            </div>
          </ConsentedEnrolment>
        ) : (
          <>
            {saved ? <Alert variant="success">{saved}</Alert> : null}
            <FaceConsentPanel who={{ orgId }} />
            {captures.length ? (
              <StoredCaptures captures={captures} />
            ) : (
              <p className="text-sm text-slate-600">No face data is stored for you.</p>
            )}
            <div className="flex flex-wrap gap-2">
              {mayEnrol ? (
                <Button
                  data-tour="face-enrol"
                  onClick={() => {
                    setSaved(null);
                    setIsEnrolling(true);
                  }}
                >
                  <ScanFace aria-hidden="true" className="h-4 w-4" />
                  {captures.length ? 'Add captures' : 'Set up face check-in'}
                </Button>
              ) : null}
              {captures.length ? (
                <Button variant="outline" onClick={() => setConfirmDelete(true)}>
                  Delete face data
                </Button>
              ) : null}
            </div>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete your face data?"
        description={`All ${captures.length} stored captures are deleted now and kiosks stop recognising you at once. Your attendance history is kept. You can set face check-in up again later.`}
        confirmLabel="Delete face data"
        isPending={remove.isPending}
        error={remove.error ? describeError(remove.error) : null}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirmDelete(false);
              setSaved('Your face data was deleted.');
            },
          })
        }
      />
    </Card>
  );
}
