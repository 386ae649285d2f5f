import { z } from 'zod';
import { CaptionLanguages } from './captions.js';
import { NumericId, TITLE_MAX_LENGTH } from './catalogue.js';
import { Email } from './common.js';
import { problem } from './field-problems.js';
import { Euros } from './money.js';
import { TermsVersionRef, WITHDRAWAL_RIGHTS } from './terms-of-sale.js';

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime();

/** The two kinds of course a customer can buy; a title is unique within its kind only. */
export const PRODUCT_KINDS = ['course', 'onlineCourse'] as const;
export const ProductKind = z.enum(PRODUCT_KINDS);
export type ProductKind = z.infer<typeof ProductKind>;

export const PAYMENT_PROVIDERS = ['test', 'sumup'] as const;
export const PaymentProviderName = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

/** The test provider's cards: one is charged, the other declined; any other number is refused. */
export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

/** How long a lesson video address stays valid; the player asks for a new one when it expires. */
export const LESSON_STREAM_MINUTES = 20;

const OrderId = z.uuid(problem('order'));
const CheckoutId = z.string().trim().min(1).max(100);

// Checkout

/**
 * POST /api/create-checkout. `kind` picks the course when an in-person and an online course share
 * a title (default: the in-person one, as the original client only sent the title). Online courses
 * need `withdrawalWaiver: true`: the buyer asks for immediate access and acknowledges losing the
 * 14-day right of withdrawal (Codice del consumo, art. 59, comma 1, lettera o).
 */
/**
 * What a payment is for. An in-person course with a booking deposit that starts more than
 * DEPOSIT_MIN_DAYS_AHEAD days ahead can be booked with the `deposit`; its `balance` is paid later
 * from /utente (or recorded by the admin as paid on site). Everything else is paid in `full`.
 */
export const PAYMENT_KINDS = ['full', 'deposit', 'balance'] as const;
export const PaymentKind = z.enum(PAYMENT_KINDS);
export type PaymentKind = z.infer<typeof PaymentKind>;
/** A deposit is offered only for courses starting more than this many days ahead. */
export const DEPOSIT_MIN_DAYS_AHEAD = 7;
/** How long an open checkout of a course with limited seats keeps its seat: long enough to type a card. */
export const SEAT_HOLD_MINUTES = 15;
/**
 * How many seat holds (a checkout's first, and each renewal after it lapsed) one customer may take for one
 * course on checkouts opened within SEAT_HOLD_WINDOW_HOURS: enough to come back to a checkout left open,
 * too few to keep a seat from everyone else by renewing it at every lapse (three holds are 45 minutes a day).
 */
export const SEAT_HOLDS_PER_WINDOW = 3;
export const SEAT_HOLD_WINDOW_HOURS = 24;

export const CreateCheckoutBody = z.object({
  email: Email,
  title: z.string().trim().min(1).max(TITLE_MAX_LENGTH),
  kind: ProductKind.optional(),
  withdrawalWaiver: z.boolean().optional(),
  /** Default `full`. */
  payment: PaymentKind.optional(),
  /**
   * The buyer read and accepted the terms of sale: required (400 TERMS_NOT_ACCEPTED without it). The
   * order records the version in force and the moment.
   */
  termsAccepted: z.boolean().optional(),
  /**
   * The version the payment page showed: when a newer one is in force the checkout is refused (409
   * TERMS_CHANGED), so no one accepts a text they were not shown.
   */
  termsVersion: z.number().int().positive().optional(),
});
export type CreateCheckoutBody = z.input<typeof CreateCheckoutBody>;

export const CreateCheckoutResponse = z.object({
  message: z.literal('Success'),
  /** The payment provider's checkout id: what the card widget mounts. */
  id: z.string(),
  orderId: z.string(),
  /** The order's short number (see OrderNumber). */
  number: z.string().nullable(),
  provider: PaymentProviderName,
  kind: ProductKind,
  title: z.string(),
  /** What is charged now. */
  amount: Euros,
  currency: z.string(),
  payment: PaymentKind,
});
export type CreateCheckoutResponse = z.infer<typeof CreateCheckoutResponse>;

/** GET /api/checkout/{title}?kind=: what the payment page is about to sell, priced by the server. */
export const CheckoutItemQuery = z.object({ kind: ProductKind.optional() });
/** For an in-person course, how the customer may pay it now. */
export const CheckoutChoices = z.object({
  /** The booking deposit, when the course offers one and starts more than a week ahead; else null. */
  deposit: Euros.nullable(),
  /** The customer booked with a deposit: what is still due (their only payment left); else null. */
  balanceDue: Euros.nullable(),
});
export type CheckoutChoices = z.infer<typeof CheckoutChoices>;
export const CheckoutItem = z.object({
  kind: ProductKind,
  title: z.string(),
  category: z.string(),
  author: z.string(),
  price: Euros,
  immagineCopertina: z.string().nullable(),
  /** In-person courses: the first day, or null while undecided. */
  date: isoDate.nullable(),
  /** Online courses: how many lessons. */
  lessonsCount: z.number().int().nonnegative().nullable(),
  /** Where the course is followed once bought: `/corso/…` or `/corsoonline/…`. */
  link: z.string(),
  choices: CheckoutChoices,
  /**
   * In-person courses with free cancellation and a date: the last day a booking can be cancelled from
   * the site for a full refund; else null.
   */
  cancellableUntil: isoDate.nullable(),
  /** The right of withdrawal this purchase carries, and for how many days from the payment. */
  withdrawal: z.object({ right: z.enum(WITHDRAWAL_RIGHTS), days: z.number().int().positive() }),
});
export type CheckoutItem = z.infer<typeof CheckoutItem>;
export const CheckoutItemResponse = z.object({
  item: CheckoutItem,
  owned: z.boolean(),
  provider: PaymentProviderName,
  /** The terms of sale in force, which the payment page asks the buyer to accept. */
  terms: TermsVersionRef,
});
export type CheckoutItemResponse = z.infer<typeof CheckoutItemResponse>;

// Orders and their confirmation

/**
 * `duplicate`: paid for a course the customer already owned; `soldOut`: paid after the seat's hold
 * lapsed, when no seat was left. Both are refunded instead of enrolled. `refunded`: a paid order given
 * back in full (by the admin, or a booking its customer cancelled).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'duplicate', 'soldOut', 'refunded'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/**
 * The short number people read and say (`2026-0042`): the order's year in Rome and its place in that
 * year. The internal id stays the order's key; orders made before numbers existed were numbered too.
 */
export const OrderNumber = z.string().nullable();

/** How an order's state reads: a paid order with part of it given back is `partlyRefunded`. */
export type OrderState = OrderStatus | 'partlyRefunded';
export const orderState = (order: { status: OrderStatus; refunded: number }): OrderState =>
  order.status === 'paid' && order.refunded > 0 ? 'partlyRefunded' : order.status;

export const OrderSummary = z.object({
  id: z.string(),
  number: OrderNumber,
  status: OrderStatus,
  kind: ProductKind,
  title: z.string(),
  amount: Euros,
  currency: z.string(),
  /** The course page, once paid; null while the order is not paid or the course is gone. */
  link: z.string().nullable(),
  createdAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
  withdrawalWaiverAt: isoDateTime.nullable(),
  payment: PaymentKind,
  /** A deposit order: what is still to pay (0 once the balance is paid). */
  balanceDue: Euros,
});
export type OrderSummary = z.infer<typeof OrderSummary>;
export const OrderResponse = z.object({ message: z.literal('Success'), order: OrderSummary });
export type OrderResponse = z.infer<typeof OrderResponse>;
export const OrderParams = z.object({ id: OrderId });

/** POST /api/payments/confirm: the server asks the provider; the browser's word is never taken. */
export const ConfirmPaymentBody = z.object({ orderId: OrderId });
export type ConfirmPaymentBody = z.input<typeof ConfirmPaymentBody>;

/** POST /api/payments/test/charge: the test provider's card form (PAYMENT_PROVIDER=test only). */
export const TestChargeBody = z.object({
  checkoutId: CheckoutId,
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, problem('cardNumber'))),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, problem('cardExpiry')),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, problem('cardCode')),
});
export type TestChargeBody = z.input<typeof TestChargeBody>;

// What a customer owns

export const OwnedCourse = z.object({
  title: z.string(),
  category: z.string(),
  intro: z.string(),
  author: z.string(),
  immagineCopertina: z.string().nullable(),
  location: z.string(),
  date: isoDate.nullable(),
  dateFine: isoDate.nullable(),
  link: z.string(),
  purchasedAt: isoDateTime,
  /** The number of the order that bought it (see OrderNumber); null for a course given without an order. */
  orderNumber: OrderNumber,
  /** Booked with a deposit: what is still to pay before the start (0 once paid in full). */
  balanceDue: Euros,
  /**
   * The customer may cancel this booking now (POST /api/user/courses/{title}/cancel), and `refund` euros
   * would come back; null when cancelling is closed (absent from servers before cancellations).
   */
  cancellation: z.object({ refund: Euros }).nullable().optional(),
  /**
   * The day free cancellation closed (the first day a booking could no longer be cancelled from the site),
   * while the course has not yet taken place; null when it is still open or the course never allowed it.
   */
  cancellationClosedOn: z.iso.date().nullable().optional(),
});
export type OwnedCourse = z.infer<typeof OwnedCourse>;
export const OwnedCoursesResponse = z.object({ courses: z.array(OwnedCourse) });
export type OwnedCoursesResponse = z.infer<typeof OwnedCoursesResponse>;

export const OwnedOnlineCourse = z.object({
  title: z.string(),
  category: z.string(),
  intro: z.string(),
  author: z.string(),
  immagineCopertina: z.string().nullable(),
  lessonsCount: z.number().int().nonnegative(),
  completedLessons: z.number().int().nonnegative(),
  link: z.string(),
  purchasedAt: isoDateTime,
  /** The number of the order that bought it (see OrderNumber); null for a course given without an order. */
  orderNumber: OrderNumber,
});
export type OwnedOnlineCourse = z.infer<typeof OwnedOnlineCourse>;
export const OwnedOnlineCoursesResponse = z.object({ courses: z.array(OwnedOnlineCourse) });
export type OwnedOnlineCoursesResponse = z.infer<typeof OwnedOnlineCoursesResponse>;
/** GET /api/user/getonlinecourses/{email}: the original client reads `onlinecourses`. */
export const OwnedOnlineCoursesByEmailResponse = z.object({ onlinecourses: z.array(OwnedOnlineCourse) });
export type OwnedOnlineCoursesByEmailResponse = z.infer<typeof OwnedOnlineCoursesByEmailResponse>;

// Viewers: only owners and admins get these

/**
 * One video of an in-person course. Its file is private: the viewer asks
 * GET /api/courses/{id}/videos/{position}/video-url for a signed address that lasts minutes.
 */
export const CourseViewerVideo = z.object({
  position: z.number().int().positive(),
  /** The languages of its captions (GET /api/courses/{id}/videos/{position}/captions/{language}); absent means none. */
  captions: CaptionLanguages.optional(),
});
export type CourseViewerVideo = z.infer<typeof CourseViewerVideo>;

/** GET /api/user/courses/{title}: the in-person course viewer (/corso/{title}). */
export const CourseViewer = z.object({
  id: z.number(),
  title: z.string(),
  intro: z.string(),
  description: z.string(),
  author: z.string(),
  location: z.string(),
  date: isoDate.nullable(),
  dateFine: isoDate.nullable(),
  immagineCopertina: z.string().nullable(),
  videos: z.array(CourseViewerVideo),
});
export type CourseViewer = z.infer<typeof CourseViewer>;
export const CourseViewerResponse = z.object({ course: CourseViewer });
export type CourseViewerResponse = z.infer<typeof CourseViewerResponse>;

export const PlayerLesson = z.object({
  id: z.number(),
  position: z.number().int(),
  title: z.string(),
  durationSeconds: z.number().int().nullable(),
  /** Where the customer stopped, in seconds. */
  positionSeconds: z.number().int().nonnegative(),
  completed: z.boolean(),
  /** The languages of its captions (GET /api/lessons/{id}/captions/{language}); absent means none. */
  captions: CaptionLanguages.optional(),
});
export type PlayerLesson = z.infer<typeof PlayerLesson>;

/** GET /api/user/onlinecourses/{title}: the lesson player (/corsoonline/{title}), with progress. */
export const OnlineCoursePlayer = z.object({
  title: z.string(),
  intro: z.string(),
  description: z.string(),
  author: z.string(),
  immagineCopertina: z.string().nullable(),
  lessons: z.array(PlayerLesson),
  /**
   * The first lesson, in order, not yet finished: the player opens it where the customer stopped
   * (its positionSeconds). Null once every lesson is finished.
   */
  resumeLessonId: z.number().nullable(),
});
export type OnlineCoursePlayer = z.infer<typeof OnlineCoursePlayer>;
export const OnlineCoursePlayerResponse = z.object({ course: OnlineCoursePlayer });
export type OnlineCoursePlayerResponse = z.infer<typeof OnlineCoursePlayerResponse>;

/** GET /api/lessons/{id}/video-url: a short-lived address a <video> element can load without a header. */
export const LessonVideoUrlResponse = z.object({ url: z.string(), expiresAt: isoDateTime });
export type LessonVideoUrlResponse = z.infer<typeof LessonVideoUrlResponse>;
export const LessonVideoQuery = z.object({ token: z.string().max(300).optional() });

/** /api/courses/{id}/videos/{position}/…: an in-person course's video by its place in the list (from 1). */
export const CourseVideoParams = z.object({
  id: NumericId,
  position: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, problem('position'))
    .transform(Number),
});

/** PUT /api/lessons/{id}/progress. Without `completed` the completion is left as it was. */
export const LessonProgressBody = z.object({
  positionSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60),
  completed: z.boolean().optional(),
});
export type LessonProgressBody = z.input<typeof LessonProgressBody>;
export const LessonProgressResponse = z.object({
  message: z.literal('Success'),
  progress: z.object({ lessonId: z.number(), positionSeconds: z.number().int(), completed: z.boolean() }),
});
export type LessonProgressResponse = z.infer<typeof LessonProgressResponse>;

// Waiting lists of full in-person courses

/**
 * POST, DELETE and GET /api/course/{title}/waitlist: the caller's place on a full course's waiting
 * list. When a seat frees, the first in line is e-mailed and the seat is kept for them until
 * `offerExpiresAt`; meanwhile they can buy it even though the course shows sold out.
 */
export const WaitlistPlace = z.object({
  joined: z.boolean(),
  /** 1 = next to be asked; null when not on the list. */
  position: z.number().int().positive().nullable(),
  /** Set while a seat is kept for the caller. */
  offerExpiresAt: isoDateTime.nullable(),
});
export type WaitlistPlace = z.infer<typeof WaitlistPlace>;

export const WAITLIST_STATUSES = ['waiting', 'offered', 'lapsed'] as const;

/** GET /api/admin/course/{title}/waitlist: the course's list in line order. */
export const AdminWaitlistEntry = z.object({
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  /** `offered`: a seat is kept for them; `lapsed`: they let the offer pass. */
  status: z.enum(WAITLIST_STATUSES),
  joinedAt: isoDateTime,
  offerExpiresAt: isoDateTime.nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof AdminWaitlistEntry>;
export const AdminWaitlistResponse = z.object({ entries: z.array(AdminWaitlistEntry) });
export type AdminWaitlistResponse = z.infer<typeof AdminWaitlistResponse>;

// The admin's view of an in-person course's bookings

/** GET /api/admin/course/{title}/bookings: who is enrolled, what they paid, and what they still owe. */
export const CourseBooking = z.object({
  /** The order that booked it, and its number; null for an enrolment made without one. */
  orderId: z.string().nullable(),
  orderNumber: OrderNumber,
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  payment: PaymentKind,
  /** Paid so far by card: the full price, or the deposit and any balance paid. */
  paid: Euros,
  balanceDue: Euros,
  /** The admin recorded the balance as paid on site. */
  balancePaidOnSite: z.boolean(),
  bookedAt: isoDateTime,
});
export type CourseBooking = z.infer<typeof CourseBooking>;
export const CourseBookingsResponse = z.object({ bookings: z.array(CourseBooking) });
export type CourseBookingsResponse = z.infer<typeof CourseBookingsResponse>;
/** POST /api/admin/bookings/{id}/balance-paid: the admin records a deposit booking's balance as paid on site. */
export const BookingParams = z.object({ id: OrderId });

/**
 * GET /api/admin/course/{title}/holds: the open checkouts holding one of the course's seats now, the
 * oldest first. POST /api/admin/orders/{id}/release-hold (OrderParams) ends one: the seat goes to the
 * waiting list, or back on sale.
 */
export const CourseSeatHold = z.object({
  orderId: z.string(),
  orderNumber: OrderNumber,
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  payment: PaymentKind,
  /** When the checkout was opened: its first hold. */
  openedAt: isoDateTime,
  /** Until when the seat is held for it. */
  heldUntil: isoDateTime,
  /** How many times its hold was taken again after it lapsed. */
  renewals: z.number().int().nonnegative(),
});
export type CourseSeatHold = z.infer<typeof CourseSeatHold>;
export const CourseSeatHoldsResponse = z.object({ holds: z.array(CourseSeatHold) });
export type CourseSeatHoldsResponse = z.infer<typeof CourseSeatHoldsResponse>;
