/**
 * The server's English messages (ICU MessageFormat, interpolated by Lingui): e-mails, the ID-card
 * PDF, report CSV headers and error messages shown to people. Ids say where a text is used.
 * Every other language's catalogue has exactly these keys (type-checked in hi.ts and tested).
 */
export const en = {
  'product.name': 'Intelligent Attendance System',

  'mail.linkFallback': 'If the button does not work, open this link:',
  'mail.confirm.subject': 'Confirm your e-mail for Intelligent Attendance System',
  'mail.confirm.title': 'Confirm your e-mail address',
  'mail.confirm.intro':
    'Welcome to Intelligent Attendance System. Please confirm that {email} is your e-mail address to finish creating your account.',
  'mail.confirm.action': 'Confirm my e-mail',
  'mail.confirm.outro':
    'This link works once and expires in 24 hours. If you did not sign up, you can ignore this message.',
  'mail.recovery.subject': 'Reset your Intelligent Attendance System password',
  'mail.recovery.title': 'Reset your password',
  'mail.recovery.intro':
    'Someone (hopefully you) asked to reset the password of the Intelligent Attendance System account for {email}.',
  'mail.recovery.action': 'Choose a new password',
  'mail.recovery.outro':
    'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this message; your password stays the same.',
  'mail.invitation.subject': 'Join {org} on Intelligent Attendance System',
  'mail.invitation.intro':
    '{inviter} invited you to join {org} on Intelligent Attendance System as {role, select, owner {the owner} teacher {a teacher} student {a student} employee {an employee} incharge {an in-charge} other {a member}}.',
  'mail.invitation.action': 'Accept the invitation',
  'mail.invitation.outro':
    'Create an account (or sign in) with this e-mail address, {email}. The link works for 7 days.',

  'role.student': 'Student',
  'role.teacher': 'Teacher',
  'role.employee': 'Employee',
  'role.incharge': 'In-charge',
  'role.owner': 'Owner',

  'idCard.title': '{org} ID cards',
  'idCard.rollNumber': 'Roll no. {number}',
  'idCard.employeeCode': 'Emp. code {number}',
  'idCard.card': 'Card {number}',
  'idCard.scanHint': 'Scan at the kiosk',

  'csv.name': 'Name',
  'csv.rollNumber': 'Roll number',
  'csv.employeeCode': 'Employee code',
  'csv.role': 'Role',
  'csv.groups': 'Groups',
  'csv.status': 'Status',
  'csv.countedBy': 'Counted by',
  'csv.present': 'Present',
  'csv.late': 'Late',
  'csv.halfDay': 'Half day',
  'csv.absent': 'Absent',
  'csv.onLeave': 'On leave',
  'csv.excused': 'Excused',
  'csv.attended': 'Attended',
  'csv.counted': 'Counted',
  'csv.percent': 'Attendance %',
  'csv.belowMinimum': 'Below minimum ({minimum} %)',
  'csv.hoursWorked': 'Hours worked',
  'csv.missingCheckOuts': 'Days without check-out',
  'csv.leftOn': 'Left on {date}',
  'csv.active': 'Active',
  'csv.classes': 'Classes',
  'csv.days': 'Days',
  'csv.yes': 'Yes',
  'csv.no': 'No',

  'error.auth.userBanned':
    'This account has been disabled. Contact your organisation administrator.',
  'error.auth.emailSendFailed':
    'We could not send the e-mail just now. Please try again in a few minutes.',
  'error.auth.resendWait':
    'For security purposes, you can only request this after {seconds, plural, one {# second} other {# seconds}}.',
  'error.auth.providerUnavailable':
    'Google sign-in is unavailable right now. Please try again later.',
  'error.auth.emailChangeNotSupported':
    'Changing the e-mail address is not available yet. Please contact support.',
  'error.auth.demoAccount': 'Demo accounts cannot change their password or two-factor settings.',
  'error.auth.insufficientAal': 'This action needs two-factor verification in this session (AAL2).',

  'error.attendance.kioskNotFound': 'Kiosk not found.',
  'error.attendance.notAKiosk': 'This device is not set up as a kiosk.',
  'error.attendance.kioskRevoked':
    'This kiosk was switched off. Ask your administrator to set it up again.',
  'error.attendance.onlyOwnGroups': 'Choose only the groups you are responsible for.',
  'error.attendance.classNotFound': 'Class or group not found.',
  'error.attendance.rollCallForbidden':
    'Only the teacher of this class, the in-charge of this group or the owner can take its roll-call.',
  'error.attendance.requestNotFound': 'Request not found.',
  'error.attendance.ownRequest': 'You cannot decide your own request.',
  'error.attendance.decidedElsewhere': 'This request was decided by someone else a moment ago.',
  'error.attendance.studentsSelfCheckIn': 'Students check in at the kiosk or in class.',
  'error.attendance.noSites': '{org} has no check-in locations set up yet.',
  'error.attendance.lookAtCamera': 'Look at the camera to confirm it is you.',
  'error.attendance.lowQuality': 'Face the camera in good light and hold still.',
  'error.attendance.nobodyToPrint': 'There is nobody to print a card for in this selection.',
  'error.attendance.tooManyCards': 'Print at most 1,000 cards at a time; choose a group.',
} as const;

export type MessageId = keyof typeof en;
export type Catalogue = Record<MessageId, string>;
