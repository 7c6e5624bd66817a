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

  'error.auth.userBanned': 'यह खाता बंद कर दिया गया है। अपनी संस्था के व्यवस्थापक से संपर्क करें।',
  'error.auth.emailSendFailed': 'अभी ईमेल नहीं भेजा जा सका। कुछ मिनट बाद फिर कोशिश करें।',
  'error.auth.resendWait':
    'सुरक्षा के लिए आप यह अनुरोध {seconds, plural, one {# सेकंड} other {# सेकंड}} बाद ही कर सकते हैं।',
  'error.auth.providerUnavailable': 'Google से साइन इन अभी उपलब्ध नहीं है। थोड़ी देर बाद फिर कोशिश करें।',
  'error.auth.emailChangeNotSupported':
    'ईमेल पता बदलने की सुविधा अभी उपलब्ध नहीं है। कृपया सहायता टीम से संपर्क करें।',
  'error.auth.demoAccount': 'डेमो खातों का पासवर्ड या दो-चरणीय सत्यापन नहीं बदला जा सकता।',
  'error.auth.insufficientAal': 'इसके लिए इस सत्र में दो-चरणीय सत्यापन (AAL2) ज़रूरी है।',

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
  'error.attendance.studentsSelfCheckIn': 'विद्यार्थी कियॉस्क पर या कक्षा में चेक-इन करते हैं।',
  'error.attendance.noSites': '{org} में अभी चेक-इन की कोई जगह तय नहीं की गई है।',
  'error.attendance.lookAtCamera': 'पुष्टि के लिए कैमरे की ओर देखें कि यह आप ही हैं।',
  'error.attendance.lowQuality': 'अच्छी रोशनी में कैमरे की ओर देखें और स्थिर रहें।',
  'error.attendance.nobodyToPrint': 'इस चयन में कार्ड छापने के लिए कोई नहीं है।',
  'error.attendance.tooManyCards': 'एक बार में अधिकतम 1,000 कार्ड छापें; कोई समूह चुनें।',
};
