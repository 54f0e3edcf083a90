/** Sends one email. Implementations: the local outbox (default) and SMTP. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with the message, such as an invoice PDF. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailProvider {
  readonly kind: string;
  sendMail(message: MailMessage): Promise<void>;
  /**
   * Proves the provider can send without sending (`npm run doctor`, decision 226): SMTP connects
   * and signs in; the outbox can write its folder. Answers what it found.
   */
  verify?(): Promise<string>;
}

/** The http(s) links a message carries, so the outbox can log them for whoever runs the app. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}
