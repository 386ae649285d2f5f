import { z } from 'zod';
import { PageFields, PageNumber } from './pagination.js';
import { ReviewItem } from './reviews.js';

/*
 * The admin's inbox of contact and module messages, and the moderation of reviews. Lists are paged
 * newest first, PAGE_SIZE at a time.
 */

export const INBOX_PAGE_SIZE = 30;

/** GET /api/admin/messages */
export const InboxQuery = z.object({ page: PageNumber.default(1) });
export type InboxQuery = z.input<typeof InboxQuery>;

/** A message as it was sent: the contact form's or the module's fields, by their form names. */
export const InboxMessage = z.object({
  id: z.number(),
  kind: z.enum(['contact', 'module']),
  email: z.string(),
  /** The sender's name as the form gave it. */
  name: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** ISO timestamps. */
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof InboxMessage>;

export const InboxResponse = z.object({
  messages: z.array(InboxMessage),
  unread: z.number(),
  ...PageFields,
});
export type InboxResponse = z.infer<typeof InboxResponse>;

export const AdminItemIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** PUT /api/admin/messages/{id} */
export const MarkMessageBody = z.object({ read: z.boolean() });
export type MarkMessageBody = z.input<typeof MarkMessageBody>;
export const MarkMessageResponse = z.object({ message: z.literal('Success'), item: InboxMessage, unread: z.number() });
export type MarkMessageResponse = z.infer<typeof MarkMessageResponse>;

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export const ReviewStatus = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/** GET /api/admin/reviews */
export const AdminReviewsQuery = z.object({ status: ReviewStatus.default('pending'), page: PageNumber.default(1) });
export type AdminReviewsQuery = z.input<typeof AdminReviewsQuery>;

export const AdminReviewItem = ReviewItem.extend({ status: ReviewStatus });
export type AdminReviewItem = z.infer<typeof AdminReviewItem>;

export const AdminReviewsResponse = z.object({
  reviews: z.array(AdminReviewItem),
  ...PageFields,
});
export type AdminReviewsResponse = z.infer<typeof AdminReviewsResponse>;

/** PUT /api/admin/reviews/{id} */
export const ModerateReviewBody = z.object({ status: ReviewStatus });
export type ModerateReviewBody = z.input<typeof ModerateReviewBody>;
export const ModerateReviewResponse = z.object({ message: z.literal('Success'), review: AdminReviewItem });
export type ModerateReviewResponse = z.infer<typeof ModerateReviewResponse>;
