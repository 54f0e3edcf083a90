import { defineTexts } from '../define-texts';

/**
 * The Privacy Policy (docs/product.md §10). A section is its `<id>.heading`, then its
 * paragraphs `<id>.p<n>` and bullets `<id>.b<n>`, in order (legal-sections.ts reads them).
 */
export const privacyTexts = defineTexts('legal-privacy', {
  title: 'Privacy Policy',
  updated: '21 November 2026',
  summary:
    'This policy explains what personal data Vastra Studio collects when you use our website and app, why we collect it, who processes it for us, how long we keep it and how you can exercise your rights under India’s Digital Personal Data Protection Act, 2023. The short version: your photos and generated images are yours, each record is visible only to its owner, we never share or sell your images, and we do not use them to train AI models without your consent.',
  'who-we-are.heading': 'Who we are',
  'who-we-are.p1':
    'Vastra Studio (“we”, “us” or “our”) runs vastra.studio, a web app that turns flat apparel product photos into AI-generated catalogue images. For the personal data described in this policy, we are the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (the “DPDP Act”), and you are the Data Principal.',
  'who-we-are.p2':
    'This policy applies to our website, the web app and our API. It should be read together with our Terms of Service.',
  'data-we-collect.heading': 'What we collect',
  'data-we-collect.p1': 'We collect only what we need to run the Service:',
  'data-we-collect.b1':
    'Account data: your email address, a hashed version of your password (or, if you sign in with Google, your name and email address from your Google account), your profile details such as first and last name, company and avatar, your notification preferences and your two-factor authentication settings.',
  'data-we-collect.b2':
    'Uploaded photos: the front, back and side product photos you upload, and any avatar image.',
  'data-we-collect.b3':
    'Generated content: the catalogue images we generate for you, your saved catalogues, custom backgrounds, custom models, saved prompts and favourites.',
  'data-we-collect.b4':
    'Payment records: your plan, billing period, amounts, dates, payment status and the reference IDs Razorpay gives us, so we can show your payment history and invoices. Your card, UPI or bank details are entered directly with Razorpay and handled by them; we never receive or store your full card details.',
  'data-we-collect.b5':
    'Usage data: how many images you have generated in each billing month, generation runs and their outcome, API key usage, and technical logs such as IP address, browser type, request times and error reports.',
  'data-we-collect.b6':
    'Messages: what you write to us by email, for example support or privacy requests.',
  'cookies.heading': 'Cookies and similar storage',
  'cookies.p1':
    'We use a small number of cookies, all needed for the Service to work. We do not use advertising cookies and we do not sell or share data for targeted advertising.',
  'cookies.b1':
    'A session cookie that keeps you signed in securely. It is removed when you sign out or when the session expires.',
  'cookies.b2':
    'The sidebar:state preference cookie, which remembers whether you left the dashboard sidebar open or collapsed. It lasts 7 days and contains no personal information.',
  'how-we-use-data.heading': 'Why we use your data',
  'how-we-use-data.p1': 'We use your personal data only for these purposes:',
  'how-we-use-data.b1':
    'to create and secure your account, sign you in and protect it with two-factor authentication if you turn it on;',
  'how-we-use-data.b2':
    'to generate, store and deliver your catalogue images, backgrounds and models, and to let you download them;',
  'how-we-use-data.b3': 'to count images against your plan quota and enforce plan limits;',
  'how-we-use-data.b4':
    'to take payments through Razorpay, activate your plan, keep payment history and issue invoices;',
  'how-we-use-data.b5':
    'to send you service emails such as receipts, security alerts, usage alerts and notice of changes to our prices or policies, and marketing updates only if you switch them on in Settings;',
  'how-we-use-data.b6': 'to answer support, billing and privacy requests;',
  'how-we-use-data.b7':
    'to keep the Service secure, prevent fraud and abuse (including quota abuse and chargeback fraud) and fix errors;',
  'how-we-use-data.b8': 'to meet our legal obligations, for example tax and accounting records.',
  'legal-basis.heading': 'Legal basis under the DPDP Act',
  'legal-basis.p1':
    'We process your personal data on the grounds allowed by the DPDP Act. When you create an account and use the Service, you give us your consent to process your data for the purposes described in this policy. Where you have voluntarily provided data for a specific purpose, such as uploading a photo to generate images or writing to support, we also rely on the legitimate use of processing it for that purpose.',
  'legal-basis.p2':
    'We process some data because the law requires it, for example keeping invoices and payment records for tax purposes, or responding to lawful requests from authorities.',
  'legal-basis.p3':
    'You can withdraw your consent at any time by writing to privacy@vastra.studio. Withdrawal does not affect processing already carried out, and because we cannot provide the Service without processing your data, withdrawing consent will mean closing your account.',
  'data-isolation.heading': 'How your data is kept separate',
  'data-isolation.p1':
    'Every record we hold, such as a catalogue, image, model, background, saved prompt, subscription or payment, is scoped to the account that owns it. Our server checks ownership on every request, for reading as well as writing; it never relies on the app in your browser to filter data.',
  'data-isolation.p2':
    'Our database also applies row-level security, so a request made for one user cannot read or change another user’s rows. A request for someone else’s record is answered exactly as if the record did not exist.',
  'data-isolation.p3':
    'There is no public gallery. Our staff access your content only when needed to answer your request, fix a problem or comply with the law.',
  'processors.heading': 'Who processes data for us',
  'processors.p1':
    'We do not share or sell your images or personal data. We use a few trusted service providers (data processors) that process data only on our instructions and only to provide the Service:',
  'processors.b1': 'Payment provider: Razorpay, to take payments and manage subscriptions.',
  'processors.b2':
    'AI image providers, when enabled: depending on our configuration, Google (Gemini), OpenAI or FASHN receive the photos and instructions needed to generate your images, and return the results. When no AI provider is enabled, images are produced by our own image pipeline on our servers.',
  'processors.b3':
    'Email delivery: a transactional email provider, to send sign-up, security, billing and notification emails.',
  'processors.b4':
    'Hosting: cloud hosting and storage providers that run our servers, database, file storage and backups.',
  'ai-and-training.heading': 'Your images and AI training',
  'ai-and-training.p1':
    'Your uploaded photos and generated images are used only to provide the Service to you. We do not use them to train or improve AI models, and we do not allow our processors to do so on our behalf, unless you have given us your explicit consent for that specific purpose.',
  'ai-and-training.p2':
    'We do not use your images in our marketing without your written permission.',
  'international-transfers.heading': 'Where your data is processed',
  'international-transfers.p1':
    'Some of our processors, including AI image providers and hosting providers, may process data outside India. We transfer personal data outside India only as permitted by the DPDP Act and any restrictions notified by the Government of India, and we require our processors to protect it to the standard described in this policy.',
  'retention.heading': 'How long we keep your data',
  'retention.p1':
    'We keep your account data and content for as long as your account is open. Catalogues, backgrounds, models and prompts stay until you delete them. A finished generation that you never saved to My Catalogues is kept for 7 days and then removed.',
  'retention.p2':
    'When you delete your account yourself (Settings, Security, Delete account), your data is removed from our live systems at once. When we terminate an account, we keep its data for 30 days so that mistakes can be corrected and you can ask for a copy, and then delete it. Copies in our backups are overwritten on a rolling basis and are deleted within 90 days.',
  'retention.p3':
    'We keep payment and invoice records for as long as tax and accounting laws require, even after your account is closed. Security logs are kept for a limited period to detect and investigate abuse.',
  'your-rights.heading': 'Your rights and how to use them',
  'your-rights.p1': 'Under the DPDP Act you have the right to:',
  'your-rights.b1':
    'access a summary of the personal data we hold about you and how we process it, and the identities of the processors we share it with;',
  'your-rights.b2':
    'correct, complete or update inaccurate or incomplete data; you can edit most profile details yourself in Settings;',
  'your-rights.b3':
    'erase your data: you can delete catalogues, backgrounds, models and prompts yourself at any time, and delete your whole account in Settings;',
  'your-rights.b4':
    'download your data: Settings lets you download a copy of your account data and images at any time;',
  'your-rights.b5': 'withdraw your consent, as described above;',
  'your-rights.b6':
    'nominate another person to exercise your rights if you die or become incapable of doing so;',
  'your-rights.b7': 'have your grievances resolved by our Grievance Officer.',
  'requests-and-grievances.heading': 'Privacy requests and grievances',
  'requests-and-grievances.p1':
    'Send privacy requests to privacy@vastra.studio from the email address on your account, so we can confirm it is you. We reply to privacy requests within 30 days.',
  'requests-and-grievances.p2':
    'Our Grievance Officer handles complaints about how we process your personal data and can be reached at privacy@vastra.studio with the subject line “Grievance”. If you are not satisfied with our response, you may complain to the Data Protection Board of India.',
  'security.heading': 'How we protect your data',
  'security.p1':
    'All traffic between your browser and our servers is encrypted in transit with HTTPS (TLS). Passwords are stored only as strong one-way hashes, never in readable form. Two-factor authentication with an authenticator app is available in Settings, and we recommend turning it on.',
  'security.p2':
    'Access to our systems is limited to the people who need it, and ownership checks are enforced on the server for every request. No system is completely secure, so if we become aware of a personal data breach affecting you, we will inform you and the Data Protection Board of India as the DPDP Act requires.',
  'children-changes-contact.heading': 'Children, changes and contact',
  'children-changes-contact.p1':
    'The Service is only for adults aged 18 or over. We do not knowingly collect personal data from children; if you believe a child has created an account, write to us and we will delete it.',
  'children-changes-contact.p2':
    'We may update this policy. For significant changes, we will give you at least 30 days’ notice by email or in the app before they take effect; the date at the top of this page shows the latest version.',
  'children-changes-contact.p3':
    'For privacy questions, requests or grievances, contact privacy@vastra.studio. For anything else, write to hello@vastra.studio.',
});
