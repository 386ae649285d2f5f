import type { ContactMessage, Language, ModuleSubmission } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { enqueueMail } from '../mail/mail.service.js';
import { getNoticeAddress } from '../settings/settings.service.js';
import { insertContactMessage } from './contact.repository.js';
import { contactMessageMail, moduleSubmissionMail } from './contact-mails.js';

/**
 * Who wrote a form: the language of the site, and the account whose session sent it (null when
 * logged out). Only a message sent from an account's session is that account's: its data export shows
 * it and its erasure removes it. An address typed in a form proves nothing, since anyone can type
 * anyone's.
 */
export interface FormSender {
  language: Language;
  userId: number | null;
}

/**
 * POST /send-email: the message is stored (the admin sees it even if mail fails) and the
 * owner's notice is queued in the same transaction, so neither exists without the other.
 */
export async function submitContactMessage(
  ctx: AppContext,
  message: ContactMessage,
  sender: FormSender,
): Promise<void> {
  const receivedAt = ctx.clock.now();
  const { language, userId } = sender;
  await ctx.db.transaction(async (tx) => {
    await insertContactMessage(tx, {
      kind: 'contact',
      email: message.mail,
      userId,
      fields: { ...message, language },
      createdAt: receivedAt,
    });
    await enqueueMail(
      tx,
      contactMessageMail(await getNoticeAddress(ctx, tx), message, { language, receivedAt, senderId: userId }),
    );
  });
  ctx.mail.nudge();
}

/** POST /api/module/: the same for the contact module of /modulo. */
export async function submitModule(ctx: AppContext, submission: ModuleSubmission, sender: FormSender): Promise<void> {
  const receivedAt = ctx.clock.now();
  const { language, userId } = sender;
  await ctx.db.transaction(async (tx) => {
    await insertContactMessage(tx, {
      kind: 'module',
      email: submission.email,
      userId,
      fields: { ...submission, language },
      createdAt: receivedAt,
    });
    await enqueueMail(
      tx,
      moduleSubmissionMail(await getNoticeAddress(ctx, tx), submission, { language, receivedAt, senderId: userId }),
    );
  });
  ctx.mail.nudge();
}
