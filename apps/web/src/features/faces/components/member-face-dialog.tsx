import { useState } from 'react';
import { Alert, Button, ConfirmDialog, Dialog, Spinner } from '@/components/ui';
import { notify } from '@/components/ui/toast';
import { FaceConsentPanel, useFaceConsent } from '@/features/consent';
import { describeError } from '@/lib/error-messages';
import { useFaceData } from '../hooks/use-face-data';
import { ConsentedEnrolment } from './consented-enrolment';
import { FacePrivacyNote } from './face-privacy-note';
import { StoredCaptures } from './stored-captures';
import { useFacesT } from '../hooks/use-faces-t';

/** Props of the dialog an owner/teacher uses to enrol a member's face (with their consent). */
export type MemberFaceDialogProps = {
  memberId: string;
  memberName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Enrol or delete a member's face data. The person stands in front of this device's camera; the
 * staff member confirms on screen that the person agreed (their consent is recorded with it).
 */
export function MemberFaceDialog({
  memberId,
  memberName,
  open,
  onOpenChange,
}: MemberFaceDialogProps) {
  const t = useFacesT();
  const { data, enrol, remove } = useFaceData({ memberId }, { enabled: open });
  // A child enrols only once a guardian consented (the server refuses it too).
  const guardianConsent = useFaceConsent({ memberId }, { enabled: open });
  const mayEnrol = guardianConsent.data?.may_enrol !== false;
  const [isEnrolling, setIsEnrolling] = useState(false);
  const [consent, setConsent] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const captures = data.data?.captures ?? [];

  const close = (next: boolean) => {
    if (!next) {
      setIsEnrolling(false);
      setConsent(false);
      enrol.reset();
    }
    onOpenChange(next);
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={close}
        size="lg"
        title={t('faces.member.title', { name: memberName })}
        description={t('faces.member.description')}
      >
        <div className="space-y-4">
          <FacePrivacyNote />
          {data.isLoading ? (
            <Spinner />
          ) : data.isError ? (
            <Alert variant="error">{describeError(data.error)}</Alert>
          ) : isEnrolling ? (
            <ConsentedEnrolment
              consentText={t('faces.member.consent', { name: memberName })}
              hasConsent={consent}
              onConsentChange={setConsent}
              enrol={enrol}
              subjectLabel={t('faces.member.subject', { name: memberName })}
              onCancel={() => setIsEnrolling(false)}
              onSaved={(count) => {
                setIsEnrolling(false);
                notify.saved(t('faces.member.saved', { count, name: memberName }));
              }}
            />
          ) : (
            <>
              <FaceConsentPanel who={{ memberId }} />
              {captures.length ? (
                <StoredCaptures captures={captures} />
              ) : (
                <p className="text-sm text-slate-600">
                  {t('faces.member.none', { name: memberName })}
                </p>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                {captures.length ? (
                  <Button variant="outline" onClick={() => setConfirmDelete(true)}>
                    {t('faces.delete')}
                  </Button>
                ) : null}
                {mayEnrol ? (
                  <Button onClick={() => setIsEnrolling(true)}>
                    {t(captures.length ? 'faces.addCaptures' : 'faces.member.enrol')}
                  </Button>
                ) : null}
              </div>
            </>
          )}
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('faces.member.deleteTitle', { name: memberName })}
        description={t('faces.member.deleteBody')}
        confirmLabel={t('faces.delete')}
        isPending={remove.isPending}
        error={remove.error ? describeError(remove.error) : null}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirmDelete(false);
              notify.saved(t('faces.member.deleted', { name: memberName }));
            },
          })
        }
      />
    </>
  );
}
