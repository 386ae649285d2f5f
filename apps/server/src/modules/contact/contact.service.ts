import type { ContactMessage, Language, ModuleSubmission } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { enqueueMail } from '../mail/mail.service.js';
import { getNoticeAddress } from '../settings/settings.service.js';
import { insertContactMessage } from './contact.repository.js';
import { contactMessageMail, moduleSubmissionMail } from './contact-mails.js';

/**
 * POST /send-email: the message is stored (the admin sees it even if mail fails) and the
 * owner's notice is queued in the same transaction, so neither exists without the other.
 */
export async function submitContactMessage(
  ctx: AppContext,
  message: ContactMessage,
  language: Language,
): Promise<void> {
  const receivedAt = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await insertContactMessage(tx, {
      kind: 'contact',
      email: message.mail,
      fields: { ...message, language },
      createdAt: receivedAt,
    });
    await enqueueMail(tx, contactMessageMail(await getNoticeAddress(ctx, tx), message, { language, receivedAt }));
  });
  ctx.mail.nudge();
}

/** POST /api/module/: the same for the contact module of /modulo. */
export async function submitModule(ctx: AppContext, submission: ModuleSubmission, language: Language): Promise<void> {
  const receivedAt = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await insertContactMessage(tx, {
      kind: 'module',
      email: submission.email,
      fields: { ...submission, language },
      createdAt: receivedAt,
    });
    await enqueueMail(tx, moduleSubmissionMail(await getNoticeAddress(ctx, tx), submission, { language, receivedAt }));
  });
  ctx.mail.nudge();
}
