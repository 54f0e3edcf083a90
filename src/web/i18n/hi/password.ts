import type { HindiOf } from '../define-texts';
import type { passwordTexts } from '../texts/password';

export default {
  forgotPageTitle: 'पासवर्ड भूल गए',
  enterEmail: 'कृपया अपना ईमेल डालें',
  tooManyRequests: 'बहुत ज़्यादा अनुरोध। कृपया थोड़ा रुकें।',
  emailNotSent: 'हम ईमेल नहीं भेज सके। कृपया फिर से कोशिश करें।',
  checkEmailTitle: 'अपना ईमेल देखें',
  checkEmailDescription:
    'अगर {{email}} का खाता है, तो नया पासवर्ड चुनने का लिंक उस पर भेजा जा रहा है। यह एक घंटे तक काम करेगा।',
  backToSignIn: 'साइन इन पर वापस जाएँ',
  forgotTitle: 'पासवर्ड भूल गए?',
  forgotDescription: 'अपना ईमेल डालें, हम आपको नया पासवर्ड चुनने का लिंक भेजेंगे।',
  email: 'ईमेल',
  sending: 'भेजा जा रहा है...',
  sendResetLink: 'रीसेट लिंक भेजें',
  chooseTitle: 'नया पासवर्ड चुनें',
  chooseDescription: 'कम से कम 6 अक्षर। बाकी सभी जगहों से आप साइन आउट हो जाएँगे।',
  expiredTitle: 'इस लिंक की अवधि ख़त्म हो गई है',
  expiredDescription:
    'रीसेट लिंक एक ही बार और एक घंटे तक काम करते हैं। नया लिंक मँगाएँ और सबसे नया ईमेल इस्तेमाल करें।',
  sendNewLink: 'नया लिंक भेजें',
  expiredToast: 'इस लिंक की अवधि ख़त्म हो गई है। कृपया नया लिंक मँगाएँ।',
  passwordChanged: 'पासवर्ड बदल गया। कृपया नए पासवर्ड से साइन इन करें।',
  newPassword: 'नया पासवर्ड',
  confirmNewPassword: 'नए पासवर्ड की पुष्टि करें',
  saving: 'सेव हो रहा है...',
  saveNewPassword: 'नया पासवर्ड सेव करें',
} satisfies HindiOf<typeof passwordTexts>;
