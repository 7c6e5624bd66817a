import { Dialog } from '@/components/ui';
import { useGuardiansT } from '../hooks/use-guardians-t';
import { GuardiansCard } from './guardians-card';

/** The Guardians card of one student, opened from the people list. */
export function GuardiansDialog({
  memberId,
  memberName,
  onClose,
}: {
  memberId: string;
  memberName: string;
  onClose: () => void;
}) {
  const t = useGuardiansT();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('guardians.dialogTitle', { name: memberName })}
      size="lg"
    >
      <GuardiansCard memberId={memberId} memberName={memberName} />
    </Dialog>
  );
}
