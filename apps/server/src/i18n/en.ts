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
  'mail.otp.subject': '{code} is your sign-in code for Intelligent Attendance System',
  'mail.otp.title': 'Your sign-in code: {code}',
  'mail.otp.intro':
    'Someone (we hope you) asked to sign in to Intelligent Attendance System as {email}. Enter the code {code} where you asked for it, or use the button below.',
  'mail.otp.action': 'Sign me in',
  'mail.otp.outro':
    'The code and the link work once and expire in {minutes} minutes. If you did not ask to sign in, ignore this message: nobody can sign in without them.',
  'sms.otp':
    '{code} is your Intelligent Attendance System sign-in code. It expires in {minutes} minutes. Do not share it with anyone.',
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
  'payroll.sheet': 'Payroll',
  'payroll.column.employee_code': 'Employee code',
  'payroll.column.full_name': 'Name',
  'payroll.column.role': 'Role',
  'payroll.column.groups': 'Groups',
  'payroll.column.status': 'Status',
  'payroll.column.joined_on': 'Joined on',
  'payroll.column.left_on': 'Left on',
  'payroll.column.period_days': 'Days in period',
  'payroll.column.working_days': 'Working days',
  'payroll.column.holidays': 'Holidays',
  'payroll.column.weekly_offs': 'Weekly offs',
  'payroll.column.present_days': 'Days present',
  'payroll.column.on_time_days': 'On time',
  'payroll.column.late_count': 'Late',
  'payroll.column.half_days': 'Half days',
  'payroll.column.absent_days': 'Absent',
  'payroll.column.paid_leave_days': 'Paid leave',
  'payroll.column.unpaid_leave_days': 'Unpaid leave',
  'payroll.column.loss_of_pay_days': 'Loss-of-pay days',
  'payroll.column.payable_days': 'Payable days',
  'payroll.column.hours_worked': 'Hours worked',
  'payroll.column.approved_overtime_hours': 'Approved overtime hours',
  'payroll.column.missing_check_outs': 'Days without check-out',

  'export.sheet.summary': 'Summary',
  'export.sheet.people': 'People',
  'export.sheet.daily': 'Day by day',
  'export.organisation': 'Organisation',
  'export.from': 'From',
  'export.to': 'To',
  'export.generated': 'Generated',
  'export.people': 'People',
  'export.group': 'Group',
  'export.everyone': 'Everyone',
  'export.noGroup': 'Not in a group',
  'export.leftOn': 'Left on',
  'register.title': 'Attendance register',
  'register.period': '{from} to {to}',
  'register.legend':
    'P present · A absent · L late · HD half day · LV on leave · E excused · H holiday · WO weekly off · 3/4 classes attended of those marked',
  'register.number': 'No.',
  'register.signature': 'Signature of the class teacher / in-charge',
  'register.date': 'Date',
  'register.page': 'Page {page} of {pages}',

  // A scan's answer (kiosk, card, PIN, own phone), in the language of the person scanned.
  'scan.welcome': 'Welcome, {name} — in at {time}',
  'scan.welcomeLate': 'Welcome, {name} — in at {time}, late by {late}',
  'scan.goodbye': 'Goodbye, {name} — out at {time}',
  'scan.alreadyIn': '{name}, you are already checked in at {time}.',
  'scan.alreadyOut': '{name}, you are already checked out at {time}.',
  'scan.seen': '{name}, this scan was already recorded.',
  'scan.minutes': '{minutes} min',
  'scan.hours': '{hours} h',
  'scan.hoursMinutes': '{hours} h {minutes} min',

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
  'error.auth.otpInvalid':
    'The code is wrong or has expired. Please check it or ask for a new one.',
  'error.auth.otpTooManyAttempts':
    'Too many wrong codes: this code no longer works. Please ask for a new one.',
  'error.auth.otpSignupDisabled':
    'There is no account with this e-mail address or phone number. Please sign up first.',
  'error.auth.otpAddressLimit':
    'Too many codes were asked for this address or number. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'error.auth.phoneUnavailable': 'Sign-in by phone is not available on this server.',
  'error.auth.smsSendFailed':
    'We could not send the text message just now. Please try again in a few minutes.',
  'error.auth.lastIdentity':
    'This is your only way to sign in, so it cannot be removed. Add another sign-in method first.',

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
  // verified face check-ins (issue 19)
  'error.faceCheck.framesRequired':
    'This organisation checks faces on the server: the check-in must come with a face challenge and camera frames. Update the app, or reload the page, and try again.',
  'error.faceCheck.challengeUnknown':
    'This face check did not come from this server. Start the check-in again.',
  'error.faceCheck.challengeMismatch':
    'This face check was started on another device or for another person. Start the check-in again.',
  'error.faceCheck.challengeReplayed':
    'This face check was already used. Each check-in needs a new one: start again.',
  'error.faceCheck.challengeExpired':
    'The face check took too long. Start again and move a little quicker.',
  'error.faceCheck.noFace':
    'We could not see a face in every picture. Face the camera in good light and try again.',
  'error.faceCheck.stillImage':
    'Your head did not move. Turn your head as the screen asks: a photo cannot check in.',
  'error.faceCheck.notPerformed':
    'The head movements were not the ones asked for, or not in that order. Start again and follow the screen.',
  'error.faceCheck.differentPeople':
    'The pictures show more than one person. Only the person checking in should be in front of the camera.',
  'error.faceCheck.tooManyChallenges':
    'Too many face checks were started in a short time. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  'error.faceCheck.busy':
    'The server is checking many faces right now. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
  'error.attendance.studentsSelfCheckIn': 'Students check in at the kiosk or in class.',
  'error.attendance.pinNotAllowed':
    'PIN check-in is not enabled for this organisation. Use your face or ID card, or ask the office.',
  'error.attendance.pinWrong':
    'That code and PIN do not match. {tries, plural, one {# try} other {# tries}} left.',
  'error.attendance.pinLocked':
    'Too many wrong tries. PIN check-in for this code is locked for {minutes, plural, one {# minute} other {# minutes}}; use your face or card, or ask the office.',
  'error.attendance.pinDeviceLocked':
    'Too many wrong PINs on this kiosk. PIN check-in here is paused for {minutes, plural, one {# minute} other {# minutes}}; use your face or card, or ask the office.',
  'error.attendance.notAnOperator':
    'Only the owner, a teacher or an in-charge can mark someone in at the kiosk.',
  'error.attendance.notYourPerson': 'You can mark in only the people in your groups.',
  'error.attendance.correctionLimit':
    'You have used all {limit, plural, one {# correction request} other {# correction requests}} allowed this month. Ask your in-charge or the office to correct the record.',
  'error.attendance.noSites': '{org} has no check-in locations set up yet.',
  'error.attendance.locationInaccurate':
    'Your location is only accurate to {accuracy} m, but checking in at {site} needs it accurate to {limit} m. Step outside under open sky, away from tall buildings, and turn on precise location for your browser in your phone’s settings, then try again.',
  // location trust (review of self check-ins)
  'error.locationTrust.orgNotFound': 'Organisation not found.',
  'error.locationTrust.checkNotFound': 'This check-in was not found.',
  'error.locationTrust.ownCheck': 'You cannot review your own check-in.',
  'error.locationTrust.alreadyReviewed': 'This check-in was already reviewed.',
  'error.locationTrust.reasonRequired':
    'Say why you are rejecting this check-in (3–500 characters).',
  'error.attendance.lookAtCamera': 'Look at the camera to confirm it is you.',
  'error.attendance.lowQuality': 'Face the camera in good light and hold still.',
  'error.attendance.nobodyToPrint': 'There is nobody to print a card for in this selection.',
  'error.attendance.tooManyCards': 'Print at most 1,000 cards at a time; choose a group.',
  // notifications
  'notification.request_submitted.title':
    '{request, select, leave {Leave request} other {Correction request}} from {person}',
  'notification.request_submitted.body':
    '{request, select, leave {{person} asks for leave from {from} to {to} in {org}.} other {{person} asks to correct their attendance on {from} in {org}.}}',
  'notification.request_decided.title':
    'Your {request, select, leave {leave request} other {correction request}} was {decision, select, approved {approved} other {rejected}}',
  'notification.request_decided.body':
    '{by} {decision, select, approved {approved} other {rejected}} your {request, select, leave {leave from {from} to {to}} other {correction for {from}}} in {org}.',
  'notification.announcement.title':
    '{scope, select, group {Announcement for {group}} other {Announcement for {org}}} from {person}',
  'notification.announcement.body': '{excerpt}',
  'notification.announcement.deleted': 'This announcement was deleted.',
  'notification.direct_message.title':
    '{count, plural, one {{person} sent you a message} other {{person} sent you # messages}}',
  'notification.direct_message.body': '{excerpt}',
  'notification.kind.direct_message': 'Direct messages',
  'notification.message_new.title':
    '{count, plural, one {New message in {group}} other {# new messages in {group}}}',
  'notification.message_new.body': '{person}: {excerpt}',
  'notification.message_new.deleted': 'The latest message in {group} was deleted.',
  'notification.kind.message_new': 'Messages in my class and group channels',
  'notification.task_mention.title': '{person} mentioned you on "{task}"',
  'notification.task_mention.body': '{excerpt}',
  'notification.kind.task_mention': 'Mentions in task comments',
  'notification.task_due.title': '"{task}" is due today',
  'notification.task_due.body':
    'This task in {org} is due on {date} and you have not finished it yet.',
  'notification.kind.task_due': 'Tasks due today',
  'notification.note': 'Note: {note}',
  'notification.open': 'Open in the app',
  'notification.kind.request_submitted': 'Requests waiting for my decision',
  'notification.kind.request_decided': 'Decisions on my requests',
  'notification.kind.announcement': 'Announcements',
  'notification.reminder_check_in.title': 'You have not checked in yet',
  'notification.reminder_check_in.body':
    '{shift} started at {time} on {date} in {org}. Check in now, or ask for a correction if you are already here.',
  'notification.reminder_check_out.title': 'You have not checked out',
  'notification.reminder_check_out.body':
    '{shift} ended at {time} on {date} in {org}. Remember to check out.',
  'notification.reminder_roll_call.title': 'Roll-call not taken: {subject}, {group}',
  'notification.reminder_roll_call.body':
    'The lesson ended at {time} on {date}. Take the roll-call for {group} in {org}.',
  'notification.reminder_requests.title':
    '{count, plural, one {# request waits} other {# requests wait}} for your decision',
  'notification.reminder_requests.body':
    'In {org}, {count, plural, one {# leave or correction request is} other {# leave and correction requests are}} waiting for you to approve or reject.',
  'notification.reminder_low_attendance.title': 'Your attendance is {percent}%',
  'notification.reminder_low_attendance.body':
    'Over the last {days} days your attendance in {org} was {percent}%, below the minimum of {minimum}%.',
  'notification.reminder_kiosk_offline.title': 'Kiosk "{device}" is offline',
  'notification.reminder_kiosk_offline.body':
    '"{device}" in {org} has not been seen since {time} on {date}. Check its power and network.',
  // guardians' messages (SMS, WhatsApp and e-mail, in the guardian's language)
  'guardian.absence.subject': '{student} is absent today',
  'guardian.absence.body':
    '{org}: {student} was marked absent on {date}. If this is unexpected, please contact the school.',
  'guardian.late.subject': '{student} arrived late today',
  'guardian.late.body': '{org}: {student} arrived late on {date}.',
  'guardian.weekly_summary.subject': "{student}: this week's attendance",
  'guardian.weekly_summary.body':
    "{org}: {student}'s attendance up to {date} is {percent}% ({present} of {working} days). {meets, select, yes {This meets the {minimum}% minimum.} other {This is below the {minimum}% minimum needed; please talk to the school.}}",
  'guardian.monthly_summary.subject': '{student}: attendance in {month}',
  'guardian.monthly_summary.body':
    '{org}: in {month}, {student} attended {present} of {working} school days ({percent}%). {meets, select, yes {This meets the {minimum}% minimum.} other {This is below the {minimum}% minimum needed; please talk to the school.}}',
  'guardian.footer': 'You receive this because you are registered as a guardian with the school.',
  'guardian.rule.meets': 'This meets the {minimum}% minimum.',
  'guardian.rule.below': 'This is below the {minimum}% minimum needed; please talk to the school.',
  'error.guardians.wordingUnknown':
    'The {part} of the {kind} message in {language} uses {placeholder}, which it cannot fill. It may use: {allowed}.',
  'error.guardians.wordingUnbalanced':
    'The {part} of the {kind} message in {language} has a brace without its pair. Write placeholders like {example}.',
  'guardian.wording.kind.absence': 'absence alert',
  'guardian.wording.kind.late': 'late note',
  'guardian.wording.kind.weekly_summary': 'weekly summary',
  'guardian.wording.kind.monthly_summary': 'monthly summary',
  'guardian.wording.part.subject': 'subject',
  'guardian.wording.part.body': 'text',
  'guardian.wording.language.en': 'English',
  'guardian.wording.language.hi': 'Hindi',
  'notification.kind.reminder_check_in': 'Reminders to check in',
  'notification.kind.reminder_check_out': 'Reminders to check out',
  'notification.kind.reminder_roll_call': 'Reminders to take the roll-call',
  'notification.kind.reminder_requests': 'Daily digest of requests waiting for me',
  'notification.kind.reminder_low_attendance': 'Low attendance warnings',
  'notification.kind.reminder_kiosk_offline': 'Kiosk offline alerts',
  'notification.mail.why':
    'You receive this e-mail because "{kind}" e-mails are switched on for your account.',
  'notification.mail.unsubscribe': 'Stop these e-mails',
  'notification.unsubscribe.title': 'Stop e-mails',
  'notification.unsubscribe.confirm': 'Stop e-mails about "{kind}" to {email}?',
  'notification.unsubscribe.button': 'Stop these e-mails',
  'notification.unsubscribe.done':
    'Done. You will no longer receive e-mails about "{kind}". You can switch them on again in your account settings.',
  'notification.unsubscribe.invalid':
    'This unsubscribe link is not valid. Open your account settings to choose which e-mails you receive.',
  // calendar
  'calendar.ics.name': '{org} calendar',
  'calendar.ics.shift': 'Shift',
  'calendar.ics.leave': 'Leave',
  'calendar.ics.leavePending': 'Leave (awaiting approval)',
  'calendar.ics.groupLeave': 'On leave: {name}',
  'error.calendar.orgNotFound': 'Organisation not found.',
  'error.calendar.rangeTooLong': 'Ask for at most {days} days at a time.',
  'error.calendar.endBeforeStart': 'The end must be after the start.',
  'error.calendar.cannotCreate':
    'You cannot add this event here. Owners, teachers and in-charges add events for the organisation and for their groups; everyone can add personal events.',
  'error.calendar.cannotEdit': 'Only the organiser or the owner can change this event.',
  'error.calendar.eventNotFound': 'Event not found.',
  'error.calendar.notInvited': 'You are not invited to this event.',
  'error.calendar.holidaysOwnerOnly': 'Only the owner can set the organisation’s holidays.',
  'error.calendar.cannotImport':
    'You cannot import events here. Owners, teachers and in-charges import into the organisation’s calendar; owners and a group’s teacher or in-charge into the group’s.',
  'error.calendar.icsTooLarge':
    'The file is larger than {size}. Export a shorter period and try again.',
  'error.calendar.icsUnreadable': 'This is not an iCalendar (.ics) file that can be read: {detail}',
  'error.calendar.icsNotCalendar':
    'The file does not start with BEGIN:VCALENDAR, so it is not an iCalendar (.ics) file.',
  'error.calendar.icsNoEvents': 'The file has no events (VEVENT) to import.',
  'error.calendar.icsTooManyEvents':
    'The file has more than {max} events. Export a shorter period and try again.',
  'error.calendar.icsUnknownZone': 'Unknown time zone “{zone}” and the file does not describe it.',
  'error.calendar.icsNoUid': 'The event has no UID, so importing it again would add it twice.',
  'error.calendar.icsNoTitle': 'The event has no title (SUMMARY).',
  'error.calendar.icsNoStart': 'The event has no start (DTSTART).',
  'error.calendar.icsRepeat':
    'It repeats in a way this calendar cannot keep ({rule}): events repeating daily, weekly on chosen days or monthly (an interval of up to 12) are kept.',
  'error.calendar.icsNotYours':
    'Imported before by someone else; only they or the owner can change it.',
  // tasks
  'tasks.column.todo': 'To do',
  'tasks.column.doing': 'In progress',
  'tasks.column.done': 'Done',
  'error.tasks.cardNotFound': 'Card not found.',
  'error.tasks.boardNotFound': 'Board not found.',
  'error.tasks.conflict': 'Someone else moved this card just now. It is shown where they put it.',
  'error.tasks.notAllowed': 'Only the board’s editors and the card’s assignees can change it.',
  'error.tasks.noLearners': 'This group has no active students or employees to give the task to.',
  // files
  'error.files.notFound': 'File or folder not found.',
  'error.files.spaceNotFound': 'This space was not found.',
  'error.files.readOnly':
    'You can open the files here but not change them. The owner and the group’s teacher or in-charge add and change files.',
  'error.files.quotaExceeded':
    'This upload needs {needed}, but only {left} of your organisation’s {quota} of storage is left. Empty the trash or ask an Admin for more space.',
  'error.files.blocked':
    '“{name}” looks like {kind, select, executable {a program} script {a script} other {a compressed archive}}, and your organisation does not accept such files.',
  'error.files.tooLarge': 'A file can be at most {limit}.',
  'error.files.nameTaken': 'There is already an item called “{name}” here. Choose another name.',
  'error.files.badName': 'A name needs 1 to 255 characters and cannot contain / or \\.',
  'error.files.badFolder': 'The destination folder is not in this space.',
  'error.files.cycle': 'A folder cannot be moved into itself.',
  'error.files.notInTrash': 'This item is not in the trash.',
  'error.files.linkInvalid':
    'This link has expired or was turned off. Ask the person who shared it for a new one.',
  'error.files.shareExpiry': 'A link can last from 1 hour to 30 days.',
  'error.files.adminOnly': 'Only an Admin can change the storage plan or quota.',
  'error.files.ownerOnly': 'Only the organisation’s owner can change this.',
  // overtime
  'error.overtime.orgNotFound': 'Organisation not found.',
  'error.overtime.memberNotFound': 'This person was not found.',
  'error.overtime.entryNotFound': 'This overtime entry was not found.',
  'error.overtime.ownEntry': 'You cannot approve or reject your own overtime.',
  'error.overtime.alreadyDecided': 'This overtime was already approved or rejected.',
  'error.overtime.badRange': 'Choose a range of at most a year, starting before it ends.',
  'csv.regularHours': 'Regular hours',
  'csv.overtimeHours': 'Overtime hours',
  'csv.approvedOvertimeHours': 'Approved overtime hours',
  'csv.autoCheckOuts': 'Automatic check-outs',
  // leave
  'error.leave.typeNotFound': 'This leave type was not found.',
  'error.leave.documentRequired':
    '{type} longer than {days, plural, one {# day} other {# days}} needs a supporting document, such as a medical certificate. Attach a PDF or a photo of it and ask again.',
  'error.leave.documentNotFound':
    'The supporting document was not found. Upload it again, then ask for the leave.',
  'error.leave.documentType':
    'The supporting document must be a PDF or an image (JPEG, PNG or WebP). This file is neither, whatever its name says.',
  'error.webhook.thisMachine':
    'Webhooks go only to addresses on the internet, and {host} is this machine.',
  'error.webhook.privateAddress':
    'Webhooks go only to addresses on the internet, and {host} is a private or reserved network address.',
  'error.leave.halfDayNotAllowed': '{type} cannot be taken in half days.',
  'error.leave.halfDayOutside': 'A half day must be one of the days of the leave.',
  'error.leave.notice':
    '{type} needs {days, plural, one {# day} other {# days}} of notice: it can start on {date} at the earliest.',
  'error.leave.noWorkingDays':
    'Those days are all weekly offs or holidays, so there is no leave to take.',
  'error.leave.beforeJoining': 'You joined on {date}; leave can start from that day.',
  'error.leave.tooLong': 'Ask for at most 90 days at a time.',
  'error.leave.insufficient':
    'You have {available} {available, plural, one {day} other {days}} of {type} left, and this leave needs {requested}.',
  'error.leave.insufficientFor':
    '{name} has {available} {available, plural, one {day} other {days}} of {type} left, and this leave needs {requested}. Reject it, or adjust the balance first.',
  'error.leave.cancelPast': 'Days already past cannot be cancelled. Ask for a correction instead.',
  'error.leave.cancelDays': 'Choose days of this leave that are not cancelled yet.',
  'error.leave.notCancellable': 'Only pending or approved leave can be cancelled.',
  'error.leave.ownerOnly': 'Only the organisation’s owner can change leave types and balances.',
  'error.leave.codeTaken': 'Another leave type already uses the code {code}.',
  'error.leave.noBalance': '{type} keeps no balance, so there is nothing to adjust.',
  'error.leave.memberNotFound': 'Person not found.',
  'error.privacy.ownerMustHandOver':
    'You own {orgs}, and other people still belong to {count, plural, one {it} other {them}}. Make someone else the owner or delete {count, plural, one {the organisation} other {those organisations}} first, then ask again.',
  'error.privacy.alreadyRequested':
    'You have already asked for your account to be deleted. You can cancel that on your profile.',
  'error.privacy.noRequest': 'There is no deletion request to cancel.',
  'error.privacy.demoAccount':
    'The demo account cannot be deleted. Create a free account to try this for real.',
  'error.privacy.personOnly':
    'Only a signed-in person can download or delete their own data; an API key cannot.',
  'privacy.export.readme':
    'Your data from Intelligent Attendance System, as it was on {date} (UTC).\n\nEach .json file holds one kind of data: your account and sign-in methods (account.json), your profile, your memberships, your attendance (also as a spreadsheet, attendance/attendance.csv), where and from which device and network you checked in by location (attendance/location_checks.csv), leave, correction and overtime requests, the messages you sent, your notifications, tasks, calendar entries, contacts, face data (its details only: the face descriptor itself is never handed out), guardians, and what the product logged about you (audit/). Your stored files, such as your profile picture and the documents attached to your leave requests, are in files/.\n\nYou can ask for your account to be deleted on your profile page.\n',
  'error.payroll.orgNotFound': 'Organisation not found.',
  'error.payroll.ownerOnly': 'Payroll numbers are for the organisation’s owner only.',
  'error.payroll.layoutNotFound': 'That saved layout was not found. It may have been deleted.',
  'error.payroll.layoutNameTaken': 'A layout called “{name}” already exists. Choose another name.',
  'error.payroll.tooManyLayouts':
    'An organisation can keep at most {max} layouts. Delete one first.',
  'error.payroll.xlsxInBackground':
    'XLSX files are made in the background: start one with POST …/payroll/exports.',
  'error.payroll.csvAtOnce': 'CSV files download at once: use GET …/payroll/export?format=csv.',
  'error.payroll.tooManyExports': 'You have {max} exports running; wait for one to finish.',
  'error.payroll.exportNotFound': 'Export not found.',
  'error.payroll.exportNotReady': 'The export is not ready yet.',
  'mail.scheduledReport.subject':
    '{kind, select, daily_absentees {Absent on {from}} weekly_summary {Weekly attendance summary, {from} to {to}} other {Attendance register, {from} to {to}}} — {org}',
  'mail.scheduledReport.intro':
    '{kind, select, daily_absentees {Attached is the list of people absent on {from} at {org} ({count, plural, one {# person} other {# people}}).} weekly_summary {Attached is the attendance summary of {org} from {from} to {to}.} other {Attached is the attendance register of {org} from {from} to {to}.}}',
  'mail.scheduledReport.action': 'Open the reports',
  'mail.scheduledReport.outro':
    'This e-mail is “{name}”, scheduled by the owner of {org}. Ask them if you no longer want to receive it.',
  'error.consent.guardianRequired':
    'This student is under 18: a guardian must consent before their face is stored. Until then they check in by card or roll-call.',
  'error.consent.staffOnly':
    'A guardian’s consent is recorded by the guardian through their link, or by the student’s teacher or the owner.',
  'error.consent.birthInFuture': 'The date of birth cannot be in the future.',
  'error.consent.guardianMissing': 'Add this guardian first (Guardians in the people list).',
  'error.consent.guardianWithoutEmail':
    'This guardian has no e-mail address. Add one, or record their consent on paper.',
  'error.consent.alreadyGiven': 'A guardian’s consent is already recorded for this student.',
  'error.consent.noneInForce': 'No consent is in force for this student.',
  'error.consent.mailFailed':
    'The e-mail to the guardian could not be sent. Try again in a few minutes.',
  'error.consent.linkNotFound': 'This consent link is not valid. Ask the school for a new one.',
  'error.consent.linkExpired': 'This consent link has expired. Ask the school to send a new one.',
  'error.consent.smsUnavailable':
    'This guardian has only a phone number, and SMS is not set up on this server. Add an e-mail address, or record their consent on paper.',
  'error.consent.smsFailed':
    'The SMS to the guardian could not be sent. Try again in a few minutes.',
  'sms.faceConsent':
    '{org} asks your consent to use {student}’s face for check-in (numbers from the face, never a photo). Give or refuse it, and withdraw it any time, here: {link} (valid 14 days to give).',
  'error.import.birthDateFormat':
    'Date of birth “{value}” is not a date: write it as YYYY-MM-DD or DD/MM/YYYY (for example 2011-04-09 or 09/04/2011).',
  'error.import.birthDateImpossible':
    'Date of birth “{value}” does not exist in the calendar: check the day and the month.',
  'error.import.birthDateFuture': 'Date of birth “{value}” is in the future.',
  'error.import.birthDateTooOld': 'Date of birth “{value}” is before 1900: check the year.',
  'mail.faceConsent.subject': 'Consent for {student}’s face check-in at {org}',
  'mail.faceConsent.intro':
    'Dear {guardian}, {org} would like to store a face descriptor of {student} (a set of numbers computed from the face, never a photo) so that {student} can check in by looking at a camera. Because {student} is under 18, the law asks for your consent. You can give it, or refuse it, on this page — and withdraw it there at any time, which deletes the face data at once.',
  'mail.faceConsent.action': 'Give or refuse consent',
  'mail.faceConsent.outro':
    'The link works for 14 days to give consent, and always to withdraw it. Until you consent, {student} checks in by card or roll-call.',
} as const;

export type MessageId = keyof typeof en;
export type Catalogue = Record<MessageId, string>;
