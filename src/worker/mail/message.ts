/** An email ready to send: whichever mailer sends it, this is all it needs. */
export interface OutgoingEmail {
  readonly to: string;
  /** "Name <address>" or a bare address. */
  readonly from: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** Where replies go: the signed move address for notifications that take a reply. */
  readonly replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  readonly headers?: Readonly<Record<string, string>>;
}
