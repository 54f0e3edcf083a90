import { defineTexts } from '../define-texts';

/**
 * The Terms of Service (docs/product.md §10). A section is its `<id>.heading`, then its
 * paragraphs `<id>.p<n>` and bullets `<id>.b<n>`, in order (legal-sections.ts reads them).
 */
export const termsTexts = defineTexts('legal-terms', {
  title: 'Terms of Service',
  updated: '21 November 2026',
  summary:
    'These terms are the agreement between you and Vastra Studio when you use our website and app to turn flat product photos into AI-generated catalogue images. In short: you must be 18 or older, you keep ownership of your photos and the images we generate for you, paid plans renew until you cancel, cancellation takes effect at the end of the billing period, and all sales are final.',
  'about-these-terms.heading': 'About these terms',
  'about-these-terms.p1':
    'Vastra Studio (“Vastra Studio”, “we”, “us” or “our”) runs the website vastra.studio and the web app available through it (together, the “Service”). These Terms of Service (the “Terms”) apply to everyone who visits the website, creates an account or buys a plan.',
  'about-these-terms.p2':
    'By creating an account, signing in or using the Service, you agree to these Terms, to our Privacy Policy and to our Return Policy, which form part of these Terms. If you do not agree, please do not use the Service.',
  'about-these-terms.p3':
    'If you use the Service on behalf of a business, you confirm that you are authorised to accept these Terms for that business, and “you” includes the business.',
  'the-service.heading': 'The Service',
  'the-service.p1':
    'Vastra Studio is built for apparel sellers: fashion brands, online stores, boutiques and marketplace sellers. You upload a flat photo of a product (the front photo is required; back and side photos are optional), choose a background and, if you like, a saved model, and the Service generates a set of catalogue images that you can save, view, download and delete.',
  'the-service.p2':
    'The Service also includes a library of preset and custom backgrounds, a library of model personas (custom models are available on paid plans), your saved catalogues, account settings and, for paid plans, an API for creating catalogues in batches.',
  'the-service.p3':
    'We improve the Service continuously. We may add, change or remove features, poses, backgrounds or image engines from time to time. If a change materially reduces what a paid plan includes, we will tell you in advance by email.',
  'eligibility.heading': 'Who may use the Service',
  'eligibility.p1':
    'You must be at least 18 years old and able to enter into a binding contract under Indian law to create an account or use the Service. The Service is not intended for children and we do not knowingly accept accounts from anyone under 18.',
  'eligibility.p2':
    'You must not use the Service if we have previously banned you, or if the law of the place you are in prohibits you from using it.',
  'accounts-and-security.heading': 'Your account and its security',
  'accounts-and-security.p1':
    'You can sign up with an email address and password, or with your Google account. Please give us accurate details and keep your email address up to date, because we use it for receipts, security notices and important changes to the Service.',
  'accounts-and-security.p2':
    'You are responsible for everything that happens under your account. Keep your password and any API keys secret, do not share your account with people outside your business, and turn on two-factor authentication in Settings for extra protection.',
  'accounts-and-security.p3':
    'If you think someone else has accessed your account, change your password straight away and write to hello@vastra.studio. We may suspend access to an account temporarily if we see signs that it has been compromised.',
  'plans-and-quotas.heading': 'Plans and image quotas',
  'plans-and-quotas.p1':
    'We offer three plans. The quota of each plan is counted in generated images, not catalogues: a catalogue of five images uses five images of your quota.',
  'plans-and-quotas.p2':
    'Quotas apply per billing month. On a yearly plan you receive the monthly quota in each month of your billing year. Unused images do not carry over to the next month, and they cannot be transferred to another account or exchanged for money.',
  'plans-and-quotas.p3':
    'Before a generation starts, we check on our servers that your remaining quota covers all of its images. Images that fail, or that you stop before they are generated, are returned to your quota. When your quota is used up, you can wait for the next billing month or upgrade your plan.',
  'plans-and-quotas.p4':
    'Custom backgrounds, custom models and API access are available on the Pro and Premium plans only. The current features of each plan are shown on our Pricing page.',
  'plans-and-quotas.b1': 'Free: 5 images per month, at no charge.',
  'plans-and-quotas.b2':
    'Pro: 500 images per month, for ₹2,999 per month, or ₹29,990 per year with yearly billing.',
  'plans-and-quotas.b3':
    'Premium: 3,000 images per month, for ₹9,999 per month, or ₹99,990 per year with yearly billing.',
  'billing-and-renewal.heading': 'Billing, renewal, upgrades and cancellation',
  'billing-and-renewal.p1':
    'Prices are in Indian rupees. Payments are processed by our payment provider, Razorpay. You pay in advance for each billing period: every month with monthly billing, or once a year with yearly billing, which costs 10 times the monthly price. Any taxes that apply are shown at checkout.',
  'billing-and-renewal.p2':
    'Your subscription renews automatically at the end of each billing period, and you authorise us (through Razorpay) to charge the price of your plan for each new period, until you cancel. If a renewal payment fails, we may retry it and, if it still fails, move your account to the Free plan.',
  'billing-and-renewal.p3':
    'There is no free trial for paid plans. The Free plan lets you try the Service on your own products before you buy.',
  'billing-and-renewal.p4':
    'You can upgrade to a higher plan at any time. An upgrade takes effect immediately: the higher quota and features are available as soon as the payment is confirmed. We show you the amount payable before you confirm.',
  'billing-and-renewal.p5':
    'You can cancel at any time from Settings > Billing. Cancellation stops future renewals and takes effect at the end of the billing period you have already paid for; until then you keep your plan and its remaining quota. After that, your account moves to the Free plan. To move to a lower paid plan, cancel and choose the new plan when the current period ends.',
  'no-refunds.heading': 'All sales are final',
  'no-refunds.p1':
    'All payments are final and non-refundable. We do not give full or partial refunds for unused images, for the unused part of a billing period, for a cancellation part-way through a period, or for a yearly plan cancelled before the year ends.',
  'no-refunds.p2':
    'The only exception is a genuine billing error, such as a duplicate charge or a wrong amount, reported within 7 days of the charge. Our Return Policy explains how to report one and what happens next.',
  'price-changes.heading': 'Price changes',
  'price-changes.p1':
    'We may change our prices or plan quotas. We will give you at least 30 days’ notice by email before a change affects your subscription. The new price applies from your first renewal after the notice period ends.',
  'price-changes.p2':
    'If you do not want to continue at the new price, you can cancel before that renewal and you will not be charged the new price.',
  'your-content.heading': 'Your content',
  'your-content.p1':
    'Your content means the product photos you upload, the prompts and model descriptions you write, and the images the Service generates for you. You own your uploads, and as between you and us you own the generated images. You may use the generated images commercially, for example on your own store or on marketplaces.',
  'your-content.p2':
    'You give us a limited, non-exclusive licence to store, copy, process and transmit your content only as needed to provide the Service to you: to generate images, keep your catalogues and libraries, let you download them, and keep backups. This licence ends when your content is deleted from our systems in line with our Privacy Policy.',
  'your-content.p3':
    'We do not share or sell your images. We do not publish them, use them in our marketing or use them to train AI models without your explicit consent. The sample images on our website are our own.',
  'your-content.p4':
    'Because generated images are created by AI, similar-looking images may be produced for other users from their own inputs. We do not give you exclusive rights in a particular style, pose, background or model persona.',
  'acceptable-use.heading': 'Acceptable use',
  'acceptable-use.p1':
    'The Service is for creating honest catalogue images of products you sell. When you use it, you agree that you will not:',
  'acceptable-use.b1':
    'upload photos of products, designs, logos or people that you do not own or do not have the rights or permission to use;',
  'acceptable-use.b2':
    'upload or generate anything unlawful, sexually explicit, obscene, hateful, harassing or defamatory, or anything involving minors in an inappropriate way;',
  'acceptable-use.b3':
    'use the Service to impersonate a real person or brand, to create counterfeit listings or to mislead buyers;',
  'acceptable-use.b4':
    'try to get around your quota or plan limits, for example by opening several free accounts, sharing a paid account between businesses, or tampering with requests to our servers;',
  'acceptable-use.b5':
    'probe, scan or attack the Service, access data that is not yours, or reverse engineer it except where the law allows;',
  'acceptable-use.b6':
    'resell or sublicense access to the Service, or use automated means to access it other than our published API within its limits.',
  'ai-output.heading': 'AI-generated images',
  'ai-output.p1':
    'Generated images are produced automatically and may contain imperfections: colours, textures, prints, fit, hands, faces or backgrounds may not look exactly right, and a generation may sometimes fail. Please check every image before you publish it.',
  'ai-output.p2':
    'You are responsible for your product listings. Make sure the images you publish represent your product accurately, including its colour, material, size and fit, and that your listings follow consumer protection law and the rules of any marketplace you sell on.',
  'ai-output.p3':
    'Marketing figures on our website, such as time per catalogue or cost savings, are typical estimates and not guarantees.',
  'availability.heading': 'Availability and outages',
  'availability.p1':
    'We work hard to keep the Service available at all times, but we do not guarantee that it will be uninterrupted or error-free. We may need short maintenance windows, and we depend on hosting, payment and AI providers whose services can fail.',
  'availability.p2':
    'An extended outage means the Service, or image generation, is unavailable to you for more than 24 hours in a row. If that happens we will post updates and reply to your messages, restore any images deducted from your quota for generations that did not complete, and may give you a service credit (for example extra images or extra days on your plan) at our discretion. Outages do not lead to cash refunds.',
  'chargebacks.heading': 'Chargebacks',
  'chargebacks.p1':
    'If you think you were charged incorrectly, please contact billing@vastra.studio first; we will look into it quickly, as set out in our Return Policy.',
  'chargebacks.p2':
    'If you raise a chargeback or payment dispute with your bank or card issuer instead, we will permanently ban the account concerned and any related accounts from the Service. We may also contest the chargeback with the evidence we hold.',
  'termination.heading': 'Suspension, termination and your data',
  'termination.p1':
    'You can stop using the Service at any time. To close your account, cancel any paid plan and write to hello@vastra.studio from your account email address. You can download your data from Settings first.',
  'termination.p2':
    'We may suspend or terminate your account, with or without notice, if you break these Terms (including the acceptable use rules), if you raise a chargeback, if we are required to by law, or if your use puts the Service or other users at risk. Where reasonable, we will tell you why and give you a chance to respond.',
  'termination.p3':
    'After your account is terminated, for any reason, we keep your data for 30 days so that mistakes can be corrected and you can ask for a copy, then delete it. Copies in our backups are deleted within a further period of up to 90 days, as described in our Privacy Policy. Termination does not entitle you to a refund.',
  'liability.heading': 'Disclaimers and limitation of liability',
  'liability.p1':
    'Apart from the commitments in these Terms, the Service is provided “as is” and “as available”. To the extent the law allows, we do not give any other warranties, for example that generated images will suit a particular purpose or will be accepted by a particular marketplace.',
  'liability.p2':
    'To the extent the law allows, we are not liable for indirect or consequential losses, such as lost sales, lost profits, lost business opportunities, or the cost of re-shooting or re-listing products. Our total liability to you for all claims relating to the Service is limited to the amount you paid us in the 12 months before the event that gave rise to the claim.',
  'liability.p3':
    'Nothing in these Terms limits any liability that cannot be limited under Indian law, or your rights as a consumer that cannot be waived.',
  'liability.p4':
    'You agree to compensate us for claims by third parties arising from content you uploaded or published without the necessary rights, or from your breach of these Terms.',
  'law-and-contact.heading': 'Governing law, changes and contact',
  'law-and-contact.p1':
    'These Terms are governed by the laws of India. The courts of Bengaluru, Karnataka have exclusive jurisdiction over any dispute relating to these Terms or the Service. Before going to court, please write to us so that we can try to resolve the matter informally.',
  'law-and-contact.p2':
    'We may update these Terms. For significant changes, we will give you at least 30 days’ notice by email or in the app before they take effect; the date at the top of this page shows the latest version. If you keep using the Service after the changes take effect, the new Terms apply.',
  'law-and-contact.p3':
    'Questions about these Terms or the Service: hello@vastra.studio. We aim to reply within 24-48 hours; Pro and Premium subscribers receive priority support. Billing questions: billing@vastra.studio. Privacy questions: privacy@vastra.studio.',
});
