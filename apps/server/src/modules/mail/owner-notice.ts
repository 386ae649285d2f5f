import { oneLine } from './mail-format.js';
import { type MailBody, renderMailBody } from './mail-layout.js';
import type { OutgoingMail } from './mail-outbox.repository.js';

export interface OwnerNotice {
  /** The owner's notice address (the settings' notice address, else CONTACT_EMAIL). */
  to: string;
  /**
   * The account of the person whose data the notice carries (the buyer, the customer asking, the
   * logged-in sender of a form), or null when it carries no account's data (a visitor, or someone
   * who wrote without logging in: their words are not an account's). The erasure of that account
   * blanks the notice, sent or not, so the owner's copy does not keep a deleted customer's e-mail,
   * phone and words.
   */
  about: number | null;
  subject: string;
  body: MailBody;
  /** The customer's address, so that the owner's reply goes straight to them. */
  replyTo?: string;
}

/** The one way a notice to the site's owner is written: every such notice says whom it is about. */
export function ownerNotice(notice: OwnerNotice): OutgoingMail {
  return {
    to: notice.to,
    aboutUserId: notice.about,
    subject: oneLine(notice.subject),
    ...renderMailBody(notice.body),
    ...(notice.replyTo === undefined ? {} : { headers: { 'Reply-To': notice.replyTo } }),
  };
}
