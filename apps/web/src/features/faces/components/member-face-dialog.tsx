/** Props of the dialog an owner/teacher uses to enrol a member's face (with their consent). */
export type MemberFaceDialogProps = {
  memberId: string;
  memberName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Enrol or delete a member's face data. (Being built.) */
export function MemberFaceDialog(_props: MemberFaceDialogProps) {
  return null;
}
