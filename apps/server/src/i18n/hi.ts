import type { Catalogue } from './en.js';

/** Hindi (terms as in docs/i18n-glossary.md). The type keeps its keys those of en.ts. */
export const hi: Catalogue = {
  'product.name': 'Intelligent Attendance System',

  'mail.linkFallback': 'अगर बटन काम न करे, तो यह लिंक खोलें:',
  'mail.confirm.subject': 'Intelligent Attendance System के लिए अपना ईमेल पक्का करें',
  'mail.confirm.title': 'अपना ईमेल पता पक्का करें',
  'mail.confirm.intro':
    'Intelligent Attendance System में आपका स्वागत है। खाता बनाना पूरा करने के लिए पक्का करें कि {email} आपका ही ईमेल पता है।',
  'mail.confirm.action': 'मेरा ईमेल पक्का करें',
  'mail.confirm.outro':
    'यह लिंक एक ही बार चलेगा और 24 घंटे में बेकार हो जाएगा। अगर आपने साइन अप नहीं किया, तो इस संदेश को अनदेखा कर दें।',
  'mail.recovery.subject': 'अपना Intelligent Attendance System पासवर्ड बदलें',
  'mail.recovery.title': 'नया पासवर्ड चुनें',
  'mail.recovery.intro':
    'किसी ने (उम्मीद है आपने ही) {email} के Intelligent Attendance System खाते का पासवर्ड बदलने का अनुरोध किया है।',
  'mail.recovery.action': 'नया पासवर्ड चुनें',
  'mail.recovery.outro':
    'यह लिंक एक ही बार चलेगा और 1 घंटे में बेकार हो जाएगा। अगर यह अनुरोध आपने नहीं किया, तो इस संदेश को अनदेखा कर दें; आपका पासवर्ड वही रहेगा।',
  'mail.otp.subject': 'Intelligent Attendance System में साइन इन के लिए आपका कोड {code} है',
  'mail.otp.title': 'साइन इन के लिए आपका कोड: {code}',
  'mail.otp.intro':
    'किसी ने (उम्मीद है आपने ही) {email} से Intelligent Attendance System में साइन इन करने का अनुरोध किया है। जहाँ कोड माँगा गया है वहाँ {code} डालें, या नीचे दिया बटन दबाएँ।',
  'mail.otp.action': 'मुझे साइन इन करें',
  'mail.otp.outro':
    'यह कोड और लिंक एक ही बार चलेंगे और {minutes} मिनट में बेकार हो जाएँगे। अगर आपने साइन इन का अनुरोध नहीं किया, तो इस संदेश को अनदेखा कर दें: इनके बिना कोई साइन इन नहीं कर सकता।',
  'sms.otp':
    '{code} आपका Intelligent Attendance System साइन इन कोड है। यह {minutes} मिनट में बेकार हो जाएगा। इसे किसी को न बताएँ।',
  'mail.invitation.subject': 'Intelligent Attendance System पर {org} से जुड़ें',
  'mail.invitation.intro':
    '{inviter} ने आपको Intelligent Attendance System पर {org} से {role, select, owner {स्वामी} teacher {शिक्षक} student {विद्यार्थी} employee {कर्मचारी} incharge {प्रभारी} other {सदस्य}} के रूप में जुड़ने का न्योता भेजा है।',
  'mail.invitation.action': 'न्योता स्वीकार करें',
  'mail.invitation.outro':
    'इसी ईमेल पते, {email}, से खाता बनाएँ (या साइन इन करें)। यह लिंक 7 दिन तक चलेगा।',

  'role.student': 'विद्यार्थी',
  'role.teacher': 'शिक्षक',
  'role.employee': 'कर्मचारी',
  'role.incharge': 'प्रभारी',
  'role.owner': 'स्वामी',

  'idCard.title': '{org} के पहचान पत्र',
  'idCard.rollNumber': 'रोल नंबर {number}',
  'idCard.employeeCode': 'कर्मचारी कोड {number}',
  'idCard.card': 'कार्ड {number}',
  'idCard.scanHint': 'कियॉस्क पर स्कैन करें',

  'csv.name': 'नाम',
  'csv.rollNumber': 'रोल नंबर',
  'csv.employeeCode': 'कर्मचारी कोड',
  'csv.role': 'भूमिका',
  'csv.groups': 'समूह',
  'csv.status': 'स्थिति',
  'csv.countedBy': 'गिनती का आधार',
  'csv.present': 'उपस्थित',
  'csv.late': 'देर से',
  'csv.halfDay': 'आधा दिन',
  'csv.absent': 'अनुपस्थित',
  'csv.onLeave': 'छुट्टी पर',
  'csv.excused': 'छूट',
  'csv.attended': 'उपस्थित रहे',
  'csv.counted': 'कुल गिने गए',
  'csv.percent': 'उपस्थिति %',
  'csv.belowMinimum': 'न्यूनतम ({minimum} %) से कम',
  'csv.hoursWorked': 'काम के घंटे',
  'csv.missingCheckOuts': 'बिना चेक-आउट वाले दिन',
  'csv.leftOn': '{date} को छोड़ा',
  'csv.active': 'सक्रिय',
  'csv.classes': 'कक्षाएँ',
  'csv.days': 'दिन',
  'csv.yes': 'हाँ',
  'csv.no': 'नहीं',
  'payroll.sheet': 'वेतन',
  'payroll.column.employee_code': 'कर्मचारी कोड',
  'payroll.column.full_name': 'नाम',
  'payroll.column.role': 'भूमिका',
  'payroll.column.groups': 'समूह',
  'payroll.column.status': 'स्थिति',
  'payroll.column.joined_on': 'जुड़ने की तारीख',
  'payroll.column.left_on': 'छोड़ने की तारीख',
  'payroll.column.period_days': 'अवधि के दिन',
  'payroll.column.working_days': 'कार्य दिवस',
  'payroll.column.holidays': 'अवकाश के दिन',
  'payroll.column.weekly_offs': 'साप्ताहिक अवकाश',
  'payroll.column.present_days': 'उपस्थित दिन',
  'payroll.column.on_time_days': 'समय पर',
  'payroll.column.late_count': 'देर से',
  'payroll.column.half_days': 'आधे दिन',
  'payroll.column.absent_days': 'अनुपस्थित',
  'payroll.column.paid_leave_days': 'सवेतन छुट्टी',
  'payroll.column.unpaid_leave_days': 'बिना वेतन छुट्टी',
  'payroll.column.loss_of_pay_days': 'वेतन कटौती के दिन',
  'payroll.column.payable_days': 'वेतन योग्य दिन',
  'payroll.column.hours_worked': 'काम के घंटे',
  'payroll.column.approved_overtime_hours': 'मंज़ूर ओवरटाइम घंटे',
  'payroll.column.missing_check_outs': 'बिना चेक-आउट वाले दिन',

  'export.sheet.summary': 'सारांश',
  'export.sheet.people': 'लोग',
  'export.sheet.daily': 'दिन-प्रतिदिन',
  'export.organisation': 'संस्था',
  'export.from': 'से',
  'export.to': 'तक',
  'export.generated': 'बनाया गया',
  'export.people': 'लोग',
  'export.group': 'समूह',
  'export.everyone': 'सभी',
  'export.noGroup': 'किसी समूह में नहीं',
  'export.leftOn': 'छोड़ने की तारीख',
  'register.title': 'उपस्थिति रजिस्टर',
  'register.period': '{from} से {to} तक',
  'register.legend':
    'P उपस्थित · A अनुपस्थित · L देर से · HD आधा दिन · LV छुट्टी पर · E छूट · H अवकाश · WO साप्ताहिक अवकाश · 3/4 दर्ज कक्षाओं में से उपस्थित',
  'register.number': 'क्रमांक',
  'register.signature': 'कक्षा अध्यापक / प्रभारी के हस्ताक्षर',
  'register.date': 'तारीख',
  'register.page': 'पृष्ठ {page} / {pages}',

  'scan.welcome': 'स्वागत है, {name} — {time} पर चेक-इन',
  'scan.welcomeLate': 'स्वागत है, {name} — {time} पर चेक-इन, {late} देर से',
  'scan.goodbye': 'फिर मिलेंगे, {name} — {time} पर चेक-आउट',
  'scan.alreadyIn': '{name}, आपका चेक-इन {time} पर हो चुका है।',
  'scan.alreadyOut': '{name}, आपका चेक-आउट {time} पर हो चुका है।',
  'scan.seen': '{name}, यह स्कैन पहले ही दर्ज हो चुका है।',
  'scan.minutes': '{minutes} मिनट',
  'scan.hours': '{hours} घंटे',
  'scan.hoursMinutes': '{hours} घंटे {minutes} मिनट',

  'error.auth.userBanned': 'यह खाता बंद कर दिया गया है। अपनी संस्था के व्यवस्थापक से संपर्क करें।',
  'error.auth.emailSendFailed': 'अभी ईमेल नहीं भेजा जा सका। कुछ मिनट बाद फिर कोशिश करें।',
  'error.auth.resendWait':
    'सुरक्षा के लिए आप यह अनुरोध {seconds, plural, one {# सेकंड} other {# सेकंड}} बाद ही कर सकते हैं।',
  'error.auth.providerUnavailable': 'Google से साइन इन अभी उपलब्ध नहीं है। थोड़ी देर बाद फिर कोशिश करें।',
  'error.auth.emailChangeNotSupported':
    'ईमेल पता बदलने की सुविधा अभी उपलब्ध नहीं है। कृपया सहायता टीम से संपर्क करें।',
  'error.auth.demoAccount': 'डेमो खातों का पासवर्ड या दो-चरणीय सत्यापन नहीं बदला जा सकता।',
  'error.auth.insufficientAal': 'इसके लिए इस सत्र में दो-चरणीय सत्यापन (AAL2) ज़रूरी है।',
  'error.auth.otpInvalid': 'यह कोड ग़लत है या उसका समय निकल गया। कोड जाँच लें या नया कोड मँगाएँ।',
  'error.auth.otpTooManyAttempts':
    'बहुत सारे ग़लत कोड डाले गए, इसलिए यह कोड अब नहीं चलेगा। कृपया नया कोड मँगाएँ।',
  'error.auth.otpSignupDisabled': 'इस ईमेल पते या फ़ोन नंबर से कोई खाता नहीं है। पहले साइन अप करें।',
  'error.auth.otpAddressLimit':
    'इस पते या नंबर के लिए बहुत सारे कोड माँगे जा चुके हैं। {minutes, plural, one {# मिनट} other {# मिनट}} बाद फिर कोशिश करें।',
  'error.auth.phoneUnavailable': 'इस सर्वर पर फ़ोन से साइन इन उपलब्ध नहीं है।',
  'error.auth.smsSendFailed': 'अभी SMS नहीं भेजा जा सका। कुछ मिनट बाद फिर कोशिश करें।',
  'error.auth.lastIdentity':
    'यह साइन इन करने का आपका अकेला तरीका है, इसलिए इसे हटाया नहीं जा सकता। पहले साइन इन का कोई दूसरा तरीका जोड़ें।',

  'error.attendance.kioskNotFound': 'कियॉस्क नहीं मिला।',
  'error.attendance.notAKiosk': 'यह डिवाइस कियॉस्क के रूप में सेट नहीं है।',
  'error.attendance.kioskRevoked':
    'यह कियॉस्क बंद कर दिया गया है। अपने व्यवस्थापक से इसे फिर से सेट करने को कहें।',
  'error.attendance.onlyOwnGroups': 'केवल वही समूह चुनें जिनकी ज़िम्मेदारी आपकी है।',
  'error.attendance.classNotFound': 'कक्षा या समूह नहीं मिला।',
  'error.attendance.rollCallForbidden':
    'इस कक्षा की हाज़िरी केवल उसके शिक्षक, इस समूह के प्रभारी या स्वामी ले सकते हैं।',
  'error.attendance.requestNotFound': 'अनुरोध नहीं मिला।',
  'error.attendance.ownRequest': 'आप अपने ही अनुरोध पर फ़ैसला नहीं कर सकते।',
  'error.attendance.decidedElsewhere': 'इस अनुरोध पर अभी-अभी किसी और ने फ़ैसला कर दिया है।',
  // verified face check-ins (issue 19)
  'error.faceCheck.framesRequired':
    'यह संस्था चेहरे की जाँच सर्वर पर करती है: चेक-इन के साथ चेहरे की चुनौती और कैमरे की तस्वीरें आनी चाहिए। ऐप अपडेट करें या पेज दोबारा लोड करें, फिर कोशिश करें।',
  'error.faceCheck.challengeUnknown': 'यह चेहरे की जाँच इस सर्वर से शुरू नहीं हुई थी। चेक-इन दोबारा शुरू करें।',
  'error.faceCheck.challengeMismatch':
    'यह चेहरे की जाँच किसी दूसरे डिवाइस पर या किसी दूसरे व्यक्ति के लिए शुरू हुई थी। चेक-इन दोबारा शुरू करें।',
  'error.faceCheck.challengeReplayed':
    'यह चेहरे की जाँच पहले ही इस्तेमाल हो चुकी है। हर चेक-इन के लिए नई जाँच चाहिए: दोबारा शुरू करें।',
  'error.faceCheck.challengeExpired': 'चेहरे की जाँच में बहुत देर हो गई। दोबारा शुरू करें और थोड़ा जल्दी करें।',
  'error.faceCheck.noFace':
    'हर तस्वीर में चेहरा नहीं दिखा। अच्छी रोशनी में कैमरे की ओर देखें और दोबारा कोशिश करें।',
  'error.faceCheck.stillImage':
    'आपका सिर नहीं हिला। स्क्रीन के कहे अनुसार सिर घुमाएँ: फ़ोटो से चेक-इन नहीं हो सकता।',
  'error.faceCheck.notPerformed':
    'सिर उस तरह या उस क्रम में नहीं घुमाया गया जैसा कहा गया था। दोबारा शुरू करें और स्क्रीन के निर्देश मानें।',
  'error.faceCheck.differentPeople':
    'तस्वीरों में एक से ज़्यादा व्यक्ति दिख रहे हैं। कैमरे के सामने सिर्फ़ चेक-इन करने वाला व्यक्ति हो।',
  'error.faceCheck.tooManyChallenges':
    'कम समय में बहुत सारी चेहरा-जाँचें शुरू की गईं। कृपया {seconds, plural, one {# सेकंड} other {# सेकंड}} रुककर फिर कोशिश करें।',
  'error.faceCheck.busy':
    'सर्वर अभी बहुत सारे चेहरों की जाँच कर रहा है। कृपया {seconds, plural, one {# सेकंड} other {# सेकंड}} बाद फिर कोशिश करें।',
  'error.attendance.studentsSelfCheckIn': 'विद्यार्थी कियॉस्क पर या कक्षा में चेक-इन करते हैं।',
  'error.attendance.pinNotAllowed':
    'इस संस्था में पिन से हाज़िरी चालू नहीं है। अपना चेहरा या आईडी कार्ड इस्तेमाल करें, या दफ़्तर से पूछें।',
  'error.attendance.pinWrong':
    'यह कोड और पिन मेल नहीं खाते। {tries, plural, one {# कोशिश} other {# कोशिशें}} बाक़ी।',
  'error.attendance.pinLocked':
    'बहुत सारी ग़लत कोशिशें। इस कोड से पिन हाज़िरी {minutes, plural, one {# मिनट} other {# मिनट}} के लिए बंद है; अपना चेहरा या कार्ड इस्तेमाल करें, या दफ़्तर से पूछें।',
  'error.attendance.pinDeviceLocked':
    'इस कियॉस्क पर बहुत बार ग़लत पिन डाला गया। यहाँ पिन से हाज़िरी {minutes, plural, one {# मिनट} other {# मिनट}} के लिए रोकी गई है; अपना चेहरा या कार्ड इस्तेमाल करें, या दफ़्तर से पूछें।',
  'error.attendance.notAnOperator':
    'कियॉस्क पर किसी की हाज़िरी सिर्फ़ मालिक, शिक्षक या इंचार्ज लगा सकते हैं।',
  'error.attendance.notYourPerson': 'आप सिर्फ़ अपने समूहों के लोगों की हाज़िरी लगा सकते हैं।',
  'error.attendance.correctionLimit':
    'आप इस महीने के सभी {limit, plural, one {# सुधार अनुरोध} other {# सुधार अनुरोध}} इस्तेमाल कर चुके हैं। रिकॉर्ड ठीक करवाने के लिए अपने इंचार्ज या दफ़्तर से कहें।',
  'error.attendance.noSites': '{org} में अभी चेक-इन की कोई जगह तय नहीं की गई है।',
  'error.attendance.locationInaccurate':
    'आपकी लोकेशन सिर्फ़ {accuracy} मीटर तक सटीक है, लेकिन {site} पर चेक-इन के लिए इसे {limit} मीटर तक सटीक होना चाहिए। ऊँची इमारतों से दूर, खुले आसमान के नीचे जाएँ और फ़ोन की सेटिंग में अपने ब्राउज़र के लिए सटीक लोकेशन चालू करें, फिर दोबारा कोशिश करें।',
  // location trust (review of self check-ins)
  'error.locationTrust.orgNotFound': 'संस्था नहीं मिली।',
  'error.locationTrust.checkNotFound': 'यह चेक-इन नहीं मिला।',
  'error.locationTrust.ownCheck': 'आप अपने ही चेक-इन की जाँच नहीं कर सकते।',
  'error.locationTrust.alreadyReviewed': 'इस चेक-इन की जाँच पहले ही हो चुकी है।',
  'error.locationTrust.reasonRequired': 'बताएँ कि आप यह चेक-इन क्यों नामंज़ूर कर रहे हैं (3–500 अक्षर)।',
  'error.attendance.lookAtCamera': 'पुष्टि के लिए कैमरे की ओर देखें कि यह आप ही हैं।',
  'error.attendance.lowQuality': 'अच्छी रोशनी में कैमरे की ओर देखें और स्थिर रहें।',
  'error.attendance.nobodyToPrint': 'इस चयन में कार्ड छापने के लिए कोई नहीं है।',
  'error.attendance.tooManyCards': 'एक बार में अधिकतम 1,000 कार्ड छापें; कोई समूह चुनें।',
  // notifications
  'notification.request_submitted.title':
    '{person} का {request, select, leave {छुट्टी का अनुरोध} other {सुधार का अनुरोध}}',
  'notification.request_submitted.body':
    '{request, select, leave {{person} ने {org} में {from} से {to} तक छुट्टी माँगी है।} other {{person} ने {org} में {from} की अपनी उपस्थिति सुधारने का अनुरोध किया है।}}',
  'notification.request_decided.title':
    'आपका {request, select, leave {छुट्टी का अनुरोध} other {सुधार का अनुरोध}} {decision, select, approved {मंज़ूर हो गया} other {अमंज़ूर हो गया}}',
  'notification.request_decided.body':
    '{by} ने {org} में आपका {request, select, leave {{from} से {to} तक की छुट्टी का} other {{from} के सुधार का}} अनुरोध {decision, select, approved {मंज़ूर किया} other {अमंज़ूर किया}}।',
  'notification.announcement.title':
    '{person} की ओर से {scope, select, group {{group}} other {{org}}} के लिए घोषणा',
  'notification.announcement.body': '{excerpt}',
  'notification.announcement.deleted': 'यह घोषणा हटा दी गई है।',
  'notification.direct_message.title':
    '{count, plural, one {{person} ने आपको एक संदेश भेजा} other {{person} ने आपको # संदेश भेजे}}',
  'notification.direct_message.body': '{excerpt}',
  'notification.kind.direct_message': 'सीधे संदेश',
  'notification.message_new.title':
    '{count, plural, one {{group} में नया संदेश} other {{group} में # नए संदेश}}',
  'notification.message_new.body': '{person}: {excerpt}',
  'notification.message_new.deleted': '{group} का सबसे नया संदेश हटा दिया गया है।',
  'notification.kind.message_new': 'मेरी कक्षा और समूह के चैनलों के संदेश',
  'notification.task_mention.title': '{person} ने "{task}" पर आपका ज़िक्र किया',
  'notification.task_mention.body': '{excerpt}',
  'notification.kind.task_mention': 'कार्यों की टिप्पणियों में मेरा ज़िक्र',
  'notification.task_due.title': '"{task}" आज पूरा करना है',
  'notification.task_due.body':
    '{org} का यह कार्य {date} तक पूरा करना है और आपने इसे अभी पूरा नहीं किया है।',
  'notification.kind.task_due': 'आज पूरे होने वाले कार्य',
  'notification.note': 'टिप्पणी: {note}',
  'notification.open': 'ऐप में खोलें',
  'notification.kind.request_submitted': 'मेरे फ़ैसले की प्रतीक्षा में अनुरोध',
  'notification.kind.request_decided': 'मेरे अनुरोधों पर फ़ैसले',
  'notification.kind.announcement': 'घोषणाएँ',
  'notification.reminder_check_in.title': 'आपने अभी तक चेक-इन नहीं किया है',
  'notification.reminder_check_in.body':
    '{org} में {date} को {shift} {time} बजे शुरू हुई। अभी चेक-इन करें, या अगर आप पहुँच चुके हैं तो सुधार का अनुरोध करें।',
  'notification.reminder_check_out.title': 'आपने चेक-आउट नहीं किया है',
  'notification.reminder_check_out.body':
    '{org} में {date} को {shift} {time} बजे ख़त्म हुई। चेक-आउट करना न भूलें।',
  'notification.reminder_roll_call.title': 'हाज़िरी नहीं ली गई: {subject}, {group}',
  'notification.reminder_roll_call.body':
    'कक्षा {date} को {time} बजे ख़त्म हुई। {org} में {group} की हाज़िरी लें।',
  'notification.reminder_requests.title':
    '{count, plural, one {# अनुरोध आपके फ़ैसले की प्रतीक्षा में है} other {# अनुरोध आपके फ़ैसले की प्रतीक्षा में हैं}}',
  'notification.reminder_requests.body':
    '{org} में {count, plural, one {# छुट्टी या सुधार का अनुरोध आपकी स्वीकृति की प्रतीक्षा में है।} other {# छुट्टी और सुधार के अनुरोध आपकी स्वीकृति की प्रतीक्षा में हैं।}}',
  'notification.reminder_low_attendance.title': 'आपकी उपस्थिति {percent}% है',
  'notification.reminder_low_attendance.body':
    'पिछले {days} दिनों में {org} में आपकी उपस्थिति {percent}% रही, जो न्यूनतम {minimum}% से कम है।',
  'notification.reminder_kiosk_offline.title': 'कियॉस्क "{device}" ऑफ़लाइन है',
  'notification.reminder_kiosk_offline.body':
    '{org} का "{device}" {date} को {time} बजे के बाद से नहीं दिखा है। इसकी बिजली और नेटवर्क जाँचें।',
  // अभिभावकों के संदेश (SMS, WhatsApp और ईमेल, अभिभावक की भाषा में)
  'guardian.absence.subject': '{student} आज अनुपस्थित हैं',
  'guardian.absence.body':
    '{org}: {student} को {date} को अनुपस्थित दर्ज किया गया। यदि यह अपेक्षित नहीं है, तो कृपया विद्यालय से संपर्क करें।',
  'guardian.late.subject': '{student} आज देर से पहुँचे',
  'guardian.late.body': '{org}: {student} {date} को देर से पहुँचे।',
  'guardian.weekly_summary.subject': '{student}: इस सप्ताह की उपस्थिति',
  'guardian.weekly_summary.body':
    '{org}: {date} तक {student} की उपस्थिति {percent}% है ({working} में से {present} दिन)। {meets, select, yes {यह {minimum}% की न्यूनतम सीमा पूरी करती है।} other {यह आवश्यक {minimum}% से कम है; कृपया विद्यालय से बात करें।}}',
  'guardian.monthly_summary.subject': '{student}: {month} की उपस्थिति',
  'guardian.monthly_summary.body':
    '{org}: {month} में {student} विद्यालय के {working} में से {present} दिन उपस्थित रहे ({percent}%)। {meets, select, yes {यह {minimum}% की न्यूनतम सीमा पूरी करती है।} other {यह आवश्यक {minimum}% से कम है; कृपया विद्यालय से बात करें।}}',
  'guardian.footer': 'आपको यह संदेश इसलिए मिला है क्योंकि आप विद्यालय में अभिभावक के रूप में दर्ज हैं।',
  'guardian.rule.meets': 'यह {minimum}% की न्यूनतम सीमा पूरी करती है।',
  'guardian.rule.below': 'यह आवश्यक {minimum}% से कम है; कृपया विद्यालय से बात करें।',
  'error.guardians.wordingUnknown':
    '{language} में {kind} के {part} में {placeholder} है, जिसे भरा नहीं जा सकता। इनका उपयोग करें: {allowed}।',
  'error.guardians.wordingUnbalanced':
    '{language} में {kind} के {part} में एक कोष्ठक का जोड़ा नहीं है। प्लेसहोल्डर ऐसे लिखें: {example}।',
  'guardian.wording.kind.absence': 'अनुपस्थिति सूचना',
  'guardian.wording.kind.late': 'देर से आने की सूचना',
  'guardian.wording.kind.weekly_summary': 'साप्ताहिक सारांश',
  'guardian.wording.kind.monthly_summary': 'मासिक सारांश',
  'guardian.wording.part.subject': 'विषय',
  'guardian.wording.part.body': 'संदेश',
  'guardian.wording.language.en': 'अंग्रेज़ी',
  'guardian.wording.language.hi': 'हिंदी',
  'notification.kind.reminder_check_in': 'चेक-इन के रिमाइंडर',
  'notification.kind.reminder_check_out': 'चेक-आउट के रिमाइंडर',
  'notification.kind.reminder_roll_call': 'हाज़िरी लेने के रिमाइंडर',
  'notification.kind.reminder_requests': 'मेरे फ़ैसले की प्रतीक्षा में अनुरोधों का दैनिक सारांश',
  'notification.kind.reminder_low_attendance': 'कम उपस्थिति की चेतावनी',
  'notification.kind.reminder_kiosk_offline': 'कियॉस्क ऑफ़लाइन होने की सूचना',
  'notification.mail.why': 'आपको यह ईमेल इसलिए मिला है क्योंकि आपके खाते में "{kind}" के ईमेल चालू हैं।',
  'notification.mail.unsubscribe': 'ये ईमेल बंद करें',
  'notification.unsubscribe.title': 'ईमेल बंद करें',
  'notification.unsubscribe.confirm': '{email} पर "{kind}" के ईमेल बंद करें?',
  'notification.unsubscribe.button': 'ये ईमेल बंद करें',
  'notification.unsubscribe.done':
    'हो गया। अब आपको "{kind}" के ईमेल नहीं मिलेंगे। आप इन्हें अपनी खाता सेटिंग में फिर से चालू कर सकते हैं।',
  'notification.unsubscribe.invalid':
    'यह अनसब्सक्राइब लिंक मान्य नहीं है। कौन-से ईमेल मिलें, यह चुनने के लिए अपनी खाता सेटिंग खोलें।',
  // calendar
  'calendar.ics.name': '{org} कैलेंडर',
  'calendar.ics.shift': 'शिफ़्ट',
  'calendar.ics.leave': 'छुट्टी',
  'calendar.ics.leavePending': 'छुट्टी (मंज़ूरी बाकी)',
  'calendar.ics.groupLeave': 'छुट्टी पर: {name}',
  'error.calendar.orgNotFound': 'संस्था नहीं मिली।',
  'error.calendar.rangeTooLong': 'एक बार में ज़्यादा से ज़्यादा {days} दिन चुनें।',
  'error.calendar.endBeforeStart': 'समाप्ति का समय शुरुआत के बाद होना चाहिए।',
  'error.calendar.cannotCreate':
    'आप यहाँ यह कार्यक्रम नहीं जोड़ सकते। संस्था और अपने समूहों के कार्यक्रम मालिक, शिक्षक और प्रभारी जोड़ते हैं; निजी कार्यक्रम हर कोई जोड़ सकता है।',
  'error.calendar.cannotEdit': 'इस कार्यक्रम को केवल आयोजक या मालिक बदल सकते हैं।',
  'error.calendar.eventNotFound': 'कार्यक्रम नहीं मिला।',
  'error.calendar.notInvited': 'आप इस कार्यक्रम में आमंत्रित नहीं हैं।',
  'error.calendar.holidaysOwnerOnly': 'संस्था की छुट्टियाँ केवल मालिक तय कर सकते हैं।',
  'error.calendar.cannotImport':
    'आप यहाँ कार्यक्रम आयात नहीं कर सकते। संस्था के कैलेंडर में मालिक, शिक्षक और प्रभारी आयात करते हैं; किसी समूह के कैलेंडर में मालिक और उस समूह के शिक्षक या प्रभारी।',
  'error.calendar.icsTooLarge': 'फ़ाइल {size} से बड़ी है। कम अवधि का कैलेंडर निर्यात करके फिर कोशिश करें।',
  'error.calendar.icsUnreadable': 'यह पढ़ी जा सकने वाली iCalendar (.ics) फ़ाइल नहीं है: {detail}',
  'error.calendar.icsNotCalendar':
    'फ़ाइल BEGIN:VCALENDAR से शुरू नहीं होती, इसलिए यह iCalendar (.ics) फ़ाइल नहीं है।',
  'error.calendar.icsNoEvents': 'फ़ाइल में आयात करने के लिए कोई कार्यक्रम (VEVENT) नहीं है।',
  'error.calendar.icsTooManyEvents':
    'फ़ाइल में {max} से ज़्यादा कार्यक्रम हैं। कम अवधि का कैलेंडर निर्यात करके फिर कोशिश करें।',
  'error.calendar.icsUnknownZone': 'अनजान समय क्षेत्र “{zone}”, और फ़ाइल में उसका विवरण नहीं है।',
  'error.calendar.icsNoUid': 'कार्यक्रम का UID नहीं है, इसलिए दोबारा आयात करने पर यह दो बार जुड़ जाएगा।',
  'error.calendar.icsNoTitle': 'कार्यक्रम का शीर्षक (SUMMARY) नहीं है।',
  'error.calendar.icsNoStart': 'कार्यक्रम का आरंभ (DTSTART) नहीं है।',
  'error.calendar.icsRepeat':
    'यह ऐसे दोहराता है जो यह कैलेंडर नहीं रख सकता ({rule}): रोज़, हफ़्ते में चुने हुए दिनों पर या हर महीने दोहराने वाले कार्यक्रम (अंतराल 12 तक) रखे जाते हैं।',
  'error.calendar.icsNotYours': 'इसे पहले किसी और ने आयात किया था; इसे वही या मालिक बदल सकते हैं।',
  // tasks
  'tasks.column.todo': 'करना है',
  'tasks.column.doing': 'चल रहा है',
  'tasks.column.done': 'पूरा हुआ',
  'error.tasks.cardNotFound': 'कार्ड नहीं मिला।',
  'error.tasks.boardNotFound': 'बोर्ड नहीं मिला।',
  'error.tasks.conflict': 'अभी-अभी किसी और ने यह कार्ड खिसकाया है। यह वहीं दिखाया गया है जहाँ उन्होंने रखा।',
  'error.tasks.notAllowed': 'इसे केवल बोर्ड के संपादक और कार्ड जिन्हें सौंपा गया है, वही बदल सकते हैं।',
  'error.tasks.noLearners': 'इस समूह में कोई सक्रिय छात्र या कर्मचारी नहीं है जिसे यह काम दिया जा सके।',
  // files
  'error.files.notFound': 'फ़ाइल या फ़ोल्डर नहीं मिला।',
  'error.files.spaceNotFound': 'यह स्थान नहीं मिला।',
  'error.files.readOnly':
    'आप यहाँ की फ़ाइलें खोल सकते हैं, पर बदल नहीं सकते। फ़ाइलें मालिक और समूह के शिक्षक या प्रभारी जोड़ते और बदलते हैं।',
  'error.files.quotaExceeded':
    'इस अपलोड के लिए {needed} चाहिए, पर आपके संगठन के {quota} स्टोरेज में से केवल {left} बचा है। ट्रैश खाली करें या ज़्यादा जगह के लिए किसी एडमिन से कहें।',
  'error.files.blocked':
    '“{name}” {kind, select, executable {एक प्रोग्राम} script {एक स्क्रिप्ट} other {एक संपीड़ित आर्काइव}} लगती है, और आपका संगठन ऐसी फ़ाइलें स्वीकार नहीं करता।',
  'error.files.tooLarge': 'एक फ़ाइल अधिकतम {limit} की हो सकती है।',
  'error.files.nameTaken': 'यहाँ “{name}” नाम की चीज़ पहले से है। कोई दूसरा नाम चुनें।',
  'error.files.badName': 'नाम में 1 से 255 अक्षर हों और उसमें / या \\ न हो।',
  'error.files.badFolder': 'चुना गया फ़ोल्डर इस स्थान में नहीं है।',
  'error.files.cycle': 'किसी फ़ोल्डर को उसी के अंदर नहीं ले जाया जा सकता।',
  'error.files.notInTrash': 'यह चीज़ ट्रैश में नहीं है।',
  'error.files.linkInvalid':
    'इस लिंक की अवधि ख़त्म हो गई है या इसे बंद कर दिया गया है। जिन्होंने इसे साझा किया, उनसे नया लिंक माँगें।',
  'error.files.shareExpiry': 'लिंक 1 घंटे से 30 दिन तक चल सकता है।',
  'error.files.adminOnly': 'स्टोरेज प्लान या कोटा केवल एडमिन बदल सकते हैं।',
  'error.files.ownerOnly': 'इसे केवल संगठन के मालिक बदल सकते हैं।',
  // overtime
  'error.overtime.orgNotFound': 'संस्था नहीं मिली।',
  'error.overtime.memberNotFound': 'यह व्यक्ति नहीं मिला।',
  'error.overtime.entryNotFound': 'यह ओवरटाइम प्रविष्टि नहीं मिली।',
  'error.overtime.ownEntry': 'आप अपना ही ओवरटाइम मंज़ूर या नामंज़ूर नहीं कर सकते।',
  'error.overtime.alreadyDecided': 'यह ओवरटाइम पहले ही मंज़ूर या नामंज़ूर हो चुका है।',
  'error.overtime.badRange': 'ज़्यादा से ज़्यादा एक साल की अवधि चुनें, जो ख़त्म होने से पहले शुरू हो।',
  'csv.regularHours': 'नियमित घंटे',
  'csv.overtimeHours': 'ओवरटाइम घंटे',
  'csv.approvedOvertimeHours': 'मंज़ूर ओवरटाइम घंटे',
  'csv.autoCheckOuts': 'अपने-आप हुए चेक-आउट',
  // leave
  'error.leave.typeNotFound': 'यह छुट्टी का प्रकार नहीं मिला।',
  'error.leave.documentRequired':
    '{days, plural, one {# दिन} other {# दिन}} से लंबी {type} के लिए सहायक दस्तावेज़, जैसे मेडिकल सर्टिफ़िकेट, ज़रूरी है। उसकी PDF या फ़ोटो लगाकर फिर से आवेदन करें।',
  'error.leave.documentNotFound':
    'सहायक दस्तावेज़ नहीं मिला। उसे फिर से अपलोड करें, फिर छुट्टी के लिए आवेदन करें।',
  'error.leave.documentType':
    'सहायक दस्तावेज़ PDF या तस्वीर (JPEG, PNG या WebP) होना चाहिए। यह फ़ाइल इनमें से कोई नहीं है, चाहे इसका नाम कुछ भी कहे।',
  'error.webhook.thisMachine': 'वेबहुक केवल इंटरनेट पर मौजूद पतों पर भेजे जाते हैं, और {host} यही मशीन है।',
  'error.webhook.privateAddress':
    'वेबहुक केवल इंटरनेट पर मौजूद पतों पर भेजे जाते हैं, और {host} एक निजी या आरक्षित नेटवर्क पता है।',
  'error.leave.halfDayNotAllowed': '{type} आधे दिन के लिए नहीं ली जा सकती।',
  'error.leave.halfDayOutside': 'आधा दिन छुट्टी के दिनों में से ही कोई दिन होना चाहिए।',
  'error.leave.notice':
    '{type} के लिए {days, plural, one {# दिन} other {# दिन}} पहले बताना ज़रूरी है: यह सबसे जल्दी {date} से शुरू हो सकती है।',
  'error.leave.noWorkingDays': 'ये सभी दिन साप्ताहिक अवकाश या छुट्टियाँ हैं, इसलिए छुट्टी लेने की ज़रूरत नहीं है।',
  'error.leave.beforeJoining': 'आप {date} को जुड़े थे; छुट्टी उसी दिन से शुरू हो सकती है।',
  'error.leave.tooLong': 'एक बार में अधिकतम 90 दिन की छुट्टी माँगें।',
  'error.leave.insufficient':
    'आपके पास {type} के {available} दिन बचे हैं, और इस छुट्टी के लिए {requested} दिन चाहिए।',
  'error.leave.insufficientFor':
    '{name} के पास {type} के {available} दिन बचे हैं, और इस छुट्टी के लिए {requested} दिन चाहिए। इसे अस्वीकार करें, या पहले बैलेंस समायोजित करें।',
  'error.leave.cancelPast': 'बीत चुके दिन रद्द नहीं किए जा सकते। इसके बजाय सुधार का अनुरोध करें।',
  'error.leave.cancelDays': 'इस छुट्टी के वे दिन चुनें जो अभी रद्द नहीं हुए हैं।',
  'error.leave.notCancellable': 'केवल लंबित या स्वीकृत छुट्टी ही रद्द की जा सकती है।',
  'error.leave.ownerOnly': 'छुट्टी के प्रकार और बैलेंस केवल संगठन के मालिक बदल सकते हैं।',
  'error.leave.codeTaken': 'कोड {code} पहले से किसी दूसरे छुट्टी के प्रकार में इस्तेमाल हो रहा है।',
  'error.leave.noBalance': '{type} का कोई बैलेंस नहीं रखा जाता, इसलिए समायोजित करने को कुछ नहीं है।',
  'error.leave.memberNotFound': 'व्यक्ति नहीं मिला।',
  'error.privacy.ownerMustHandOver':
    'आप {orgs} के स्वामी हैं, और {count, plural, one {उसमें} other {उनमें}} अभी दूसरे लोग भी हैं। पहले किसी और को स्वामी बनाएँ या {count, plural, one {वह संस्था} other {वे संस्थाएँ}} हटाएँ, फिर दोबारा अनुरोध करें।',
  'error.privacy.alreadyRequested':
    'आप अपना खाता हटाने का अनुरोध पहले ही कर चुके हैं। आप उसे अपनी प्रोफ़ाइल पर रद्द कर सकते हैं।',
  'error.privacy.noRequest': 'रद्द करने के लिए खाता हटाने का कोई अनुरोध नहीं है।',
  'error.privacy.demoAccount': 'डेमो खाता हटाया नहीं जा सकता। इसे सचमुच आज़माने के लिए एक मुफ़्त खाता बनाएँ।',
  'error.privacy.personOnly':
    'अपना डेटा केवल साइन-इन किया हुआ व्यक्ति ही डाउनलोड कर सकता है या हटा सकता है; API कुंजी नहीं।',
  'privacy.export.readme':
    'Intelligent Attendance System में आपका डेटा, जैसा वह {date} (UTC) को था।\n\nहर .json फ़ाइल में एक तरह का डेटा है: आपका खाता और साइन-इन के तरीके (account.json), आपकी प्रोफ़ाइल, आपकी सदस्यताएँ, आपकी उपस्थिति (स्प्रेडशीट के रूप में भी, attendance/attendance.csv), लोकेशन से चेक-इन करते समय आप कहाँ थे और किस डिवाइस व नेटवर्क से (attendance/location_checks.csv), छुट्टी, सुधार और ओवरटाइम के अनुरोध, आपके भेजे संदेश, आपकी सूचनाएँ, कार्य, कैलेंडर की प्रविष्टियाँ, संपर्क, चेहरे का डेटा (केवल उसका विवरण: चेहरे का विवरण-अंक स्वयं कभी नहीं दिए जाते), अभिभावक, और उत्पाद ने आपके बारे में जो दर्ज किया (audit/)। आपकी सहेजी गई फ़ाइलें, जैसे प्रोफ़ाइल फ़ोटो और छुट्टी के अनुरोधों के साथ लगाए दस्तावेज़, files/ में हैं।\n\nआप अपने प्रोफ़ाइल पेज पर अपना खाता हटाने का अनुरोध कर सकते हैं।\n',
  'error.payroll.orgNotFound': 'संस्था नहीं मिली।',
  'error.payroll.ownerOnly': 'वेतन के आँकड़े केवल संस्था के स्वामी के लिए हैं।',
  'error.payroll.layoutNotFound': 'यह सहेजा गया लेआउट नहीं मिला। हो सकता है इसे हटा दिया गया हो।',
  'error.payroll.layoutNameTaken': '“{name}” नाम का लेआउट पहले से है। कोई दूसरा नाम चुनें।',
  'error.payroll.tooManyLayouts': 'एक संस्था अधिकतम {max} लेआउट रख सकती है। पहले कोई एक हटाएँ।',
  'error.payroll.xlsxInBackground': 'XLSX फ़ाइलें पृष्ठभूमि में बनती हैं: POST …/payroll/exports से शुरू करें।',
  'error.payroll.csvAtOnce':
    'CSV फ़ाइलें तुरंत डाउनलोड होती हैं: GET …/payroll/export?format=csv का उपयोग करें।',
  'error.payroll.tooManyExports': 'आपके {max} एक्सपोर्ट चल रहे हैं; किसी एक के पूरा होने तक रुकें।',
  'error.payroll.exportNotFound': 'एक्सपोर्ट नहीं मिला।',
  'error.payroll.exportNotReady': 'एक्सपोर्ट अभी तैयार नहीं है।',
  'mail.scheduledReport.subject':
    '{kind, select, daily_absentees {{from} को अनुपस्थित} weekly_summary {साप्ताहिक उपस्थिति सारांश, {from} से {to}} other {उपस्थिति रजिस्टर, {from} से {to}}} — {org}',
  'mail.scheduledReport.intro':
    '{kind, select, daily_absentees {{org} में {from} को अनुपस्थित लोगों की सूची संलग्न है ({count, plural, one {# व्यक्ति} other {# लोग}})।} weekly_summary {{org} का {from} से {to} तक का उपस्थिति सारांश संलग्न है।} other {{org} का {from} से {to} तक का उपस्थिति रजिस्टर संलग्न है।}}',
  'mail.scheduledReport.action': 'रिपोर्ट खोलें',
  'mail.scheduledReport.outro':
    'यह ईमेल “{name}” है, जिसे {org} के मालिक ने तय किया है। अगर आप इसे अब नहीं पाना चाहते, तो उनसे कहें।',
  'error.consent.guardianRequired':
    'इस विद्यार्थी की आयु 18 वर्ष से कम है: चेहरा सहेजने से पहले अभिभावक की सहमति ज़रूरी है। तब तक कार्ड से चेक-इन होगा या कक्षा में हाज़िरी ली जाएगी।',
  'error.consent.staffOnly':
    'अभिभावक की सहमति अभिभावक स्वयं अपने लिंक से दर्ज करते हैं, या विद्यार्थी के शिक्षक या संस्था के स्वामी।',
  'error.consent.birthInFuture': 'जन्म तिथि भविष्य की नहीं हो सकती।',
  'error.consent.guardianMissing': 'पहले यह अभिभावक जोड़ें (लोगों की सूची में अभिभावक)।',
  'error.consent.guardianWithoutEmail':
    'इस अभिभावक का कोई ईमेल पता नहीं है। पता जोड़ें, या उनकी सहमति काग़ज़ पर दर्ज करें।',
  'error.consent.alreadyGiven': 'इस विद्यार्थी के लिए अभिभावक की सहमति पहले से दर्ज है।',
  'error.consent.noneInForce': 'इस विद्यार्थी के लिए कोई सहमति लागू नहीं है।',
  'error.consent.mailFailed': 'अभिभावक को ईमेल नहीं भेजा जा सका। कुछ मिनट बाद फिर कोशिश करें।',
  'error.consent.linkNotFound': 'यह सहमति लिंक मान्य नहीं है। स्कूल से नया लिंक माँगें।',
  'error.consent.linkExpired': 'इस सहमति लिंक की अवधि समाप्त हो गई है। स्कूल से नया लिंक भेजने को कहें।',
  'error.consent.smsUnavailable':
    'इस अभिभावक का केवल फ़ोन नंबर है, और इस सर्वर पर SMS की व्यवस्था नहीं है। ईमेल पता जोड़ें, या उनकी सहमति काग़ज़ पर दर्ज करें।',
  'error.consent.smsFailed': 'अभिभावक को SMS नहीं भेजा जा सका। कुछ मिनट बाद फिर कोशिश करें।',
  'sms.faceConsent':
    '{org} चेक-इन के लिए {student} के चेहरे (चेहरे से निकाली संख्याएँ, कभी फ़ोटो नहीं) के उपयोग की आपकी सहमति माँगता है। यहाँ सहमति दें या मना करें, और कभी भी वापस लें: {link} (सहमति देने के लिए 14 दिन मान्य)।',
  'error.import.birthDateFormat':
    'जन्म तिथि “{value}” कोई तारीख़ नहीं है: इसे YYYY-MM-DD या DD/MM/YYYY में लिखें (जैसे 2011-04-09 या 09/04/2011)।',
  'error.import.birthDateImpossible': 'जन्म तिथि “{value}” कैलेंडर में है ही नहीं: दिन और महीना जाँचें।',
  'error.import.birthDateFuture': 'जन्म तिथि “{value}” भविष्य की है।',
  'error.import.birthDateTooOld': 'जन्म तिथि “{value}” 1900 से पहले की है: वर्ष जाँचें।',
  'mail.faceConsent.subject': '{org} में {student} की चेहरे से उपस्थिति के लिए सहमति',
  'mail.faceConsent.intro':
    'प्रिय {guardian}, {org} {student} के चेहरे का विवरण (चेहरे से निकाली गई संख्याएँ, कभी फ़ोटो नहीं) सहेजना चाहता है, ताकि {student} कैमरे की ओर देखकर चेक-इन कर सके। {student} की आयु 18 वर्ष से कम है, इसलिए क़ानून आपकी सहमति माँगता है। आप इस पेज पर सहमति दे सकते हैं या मना कर सकते हैं — और वहीं कभी भी सहमति वापस ले सकते हैं, जिससे चेहरे का डेटा तुरंत मिट जाता है।',
  'mail.faceConsent.action': 'सहमति दें या मना करें',
  'mail.faceConsent.outro':
    'सहमति देने के लिए यह लिंक 14 दिन चलता है, और सहमति वापस लेने के लिए हमेशा। आपकी सहमति मिलने तक {student} कार्ड से चेक-इन करेगा या कक्षा में हाज़िरी ली जाएगी।',
};
