import type { CheckoutChoices, CheckoutItem, CreateCheckoutBody, PaymentKind, ProductKind } from '@cammini/contract';
import {
  centsToEuros,
  DEPOSIT_MIN_DAYS_AHEAD,
  fieldProblem,
  type TermsVersionRef,
  withdrawalRightOf,
} from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { AppError, forbidden, notFound } from '../../../lib/app-error.js';
import { addDays, businessDay } from '../../../lib/business-day.js';
import { cancellationClosesOn } from '../../../lib/sale-finality.js';
import type { SessionContext } from '../../../lib/session-context.js';
import type { PaymentProvider } from '../../payments/payments.service.js';
import { getSettings } from '../../settings/settings.service.js';
import { acceptTermsOfSale, currentTermsOfSale } from '../../terms/terms.service.js';
import { coursePagePath } from '../shared/order-links.js';
import {
  findBookingWithBalanceDue,
  findCourseProduct,
  findOnlineCourseProduct,
  type OrderRow,
  type ProductRow,
  recordTermsAcceptance,
  userOwnsProduct,
} from '../shared/orders.repository.js';
import { alreadyOwned, assertForSale } from '../shared/sale-rules.js';
import { openCheckout, type Pricing } from './open-checkout.service.js';
import type { Confirmation } from './order-confirmation.service.js';

/**
 * The course a title designates. With an explicit kind only that kind; otherwise the in-person
 * course first (the original client sent only the title, from the in-person course page), then
 * the online one.
 */
export async function findProduct(ctx: AppContext, title: string, kind?: ProductKind): Promise<ProductRow> {
  const product =
    kind === 'onlineCourse'
      ? await findOnlineCourseProduct(ctx.db, title)
      : ((await findCourseProduct(ctx.db, title)) ??
        (kind === undefined ? await findOnlineCourseProduct(ctx.db, title) : undefined));
  // A draft is not there for anyone but admins.
  if (!product || product.status === 'draft') throw notFound('Corso non trovato');
  return product;
}

/**
 * The booking deposit (the course's `facilitatorPrice`), when an in-person course has one and starts
 * more than DEPOSIT_MIN_DAYS_AHEAD days after today; otherwise null.
 */
function depositOf(ctx: AppContext, product: ProductRow): number | null {
  const offered =
    product.kind === 'course' &&
    product.facilitatorPriceCents > 0 &&
    product.facilitatorPriceCents < product.priceCents &&
    product.startDate !== null &&
    product.startDate > addDays(businessDay(ctx.clock.now()), DEPOSIT_MIN_DAYS_AHEAD);
  return offered ? product.facilitatorPriceCents : null;
}

async function choicesFor(ctx: AppContext, userId: number, product: ProductRow): Promise<CheckoutChoices> {
  const deposit = depositOf(ctx, product);
  const booking = product.kind === 'course' ? await findBookingWithBalanceDue(ctx.db, userId, product.id) : undefined;
  return {
    deposit: deposit === null ? null : centsToEuros(deposit),
    balanceDue: booking ? centsToEuros(booking.balanceDueCents) : null,
  };
}

/** The last day a booking can be cancelled from the site for a full refund, or null when it never can. */
function cancellableUntil(product: ProductRow): string | null {
  const closesOn = product.kind === 'course' ? cancellationClosesOn(product) : null;
  return closesOn === null ? null : addDays(closesOn, -1);
}

function toCheckoutItem(
  product: ProductRow,
  choices: CheckoutChoices,
  settings: { withdrawalPeriodDays: number; leisureServiceException: boolean },
): CheckoutItem {
  return {
    kind: product.kind,
    title: product.title,
    category: product.category,
    author: product.author,
    price: centsToEuros(product.priceCents),
    immagineCopertina: product.coverImage,
    date: product.startDate,
    lessonsCount: product.lessonsCount,
    link: coursePagePath(product.kind, product.title),
    choices,
    cancellableUntil: cancellableUntil(product),
    withdrawal: { right: withdrawalRightOf(product.kind, settings), days: settings.withdrawalPeriodDays },
  };
}

/**
 * What the payment page shows before anything is charged (with the terms of sale in force, which the
 * buyer accepts there), and whether the customer already owns it.
 */
export async function getCheckoutItem(
  ctx: AppContext,
  session: SessionContext,
  title: string,
  kind?: ProductKind,
): Promise<{ item: CheckoutItem; owned: boolean; terms: TermsVersionRef }> {
  const product = await findProduct(ctx, title, kind);
  const owned = await userOwnsProduct(ctx.db, session.userId, product.kind, product.id);
  const terms = await currentTermsOfSale(ctx);
  return {
    item: toCheckoutItem(product, await choicesFor(ctx, session.userId, product), await getSettings(ctx)),
    owned,
    terms: { version: terms.version, publishedAt: terms.publishedAt.toISOString() },
  };
}

const nothingDue = () => new AppError('NOTHING_DUE', 'Per questo corso non hai un saldo da pagare.');

/**
 * What the order charges. `full`: the price, with the referral and member shares copied from the course.
 * `deposit`: the booking deposit, the rest due as the balance; the shares are copied too, and credited
 * once the balance is paid. `balance`: what the customer's deposit booking still owes; no shares of its own.
 */
async function priceOrder(
  ctx: AppContext,
  session: SessionContext,
  product: ProductRow,
  payment: PaymentKind,
): Promise<Pricing> {
  if (payment === 'balance') {
    const booking: OrderRow | undefined =
      product.kind === 'course' ? await findBookingWithBalanceDue(ctx.db, session.userId, product.id) : undefined;
    if (!booking) throw nothingDue();
    return {
      payment,
      amountCents: booking.balanceDueCents,
      balanceDueCents: 0,
      affiliateCents: 0,
      facilitatorCents: 0,
    };
  }
  if (await userOwnsProduct(ctx.db, session.userId, product.kind, product.id)) throw alreadyOwned();
  assertForSale(ctx, product);
  const shares = { affiliateCents: product.affiliatePriceCents, facilitatorCents: product.facilitatorPriceCents };
  if (payment === 'full') return { payment, amountCents: product.priceCents, balanceDueCents: 0, ...shares };
  const deposit = depositOf(ctx, product);
  if (deposit === null) {
    throw new AppError(
      'DEPOSIT_UNAVAILABLE',
      "Per questo corso non si prenota con l'acconto: si paga l'intero prezzo.",
    );
  }
  return { payment, amountCents: deposit, balanceDueCents: product.priceCents - deposit, ...shares };
}

/**
 * POST /api/create-checkout: the order is priced here from the database (priceOrder), then the
 * provider opens a checkout for exactly that amount. The browser sends only which course and which
 * payment (full, deposit or balance); nothing it says about money is read. Nothing is stored or opened
 * before the buyer accepted the terms of sale in force, whose version the order records with the moment.
 * A customer has at most one open checkout per course: asking again answers the same one, which then
 * records the acceptance just given.
 */
export async function createCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  session: SessionContext,
  input: z.output<typeof CreateCheckoutBody>,
  confirm: (orderId: string) => Promise<Confirmation>,
) {
  if (input.email !== session.email) throw forbidden('Puoi acquistare solo per il tuo account');
  const terms = await acceptTermsOfSale(ctx, input);
  const product = await findProduct(ctx, input.title, input.kind);
  if (product.kind === 'onlineCourse' && input.withdrawalWaiver !== true) {
    throw new AppError(
      'VALIDATION',
      "Per accedere subito al corso online devi chiedere l'accesso immediato e riconoscere la perdita del diritto di recesso.",
      { fields: { 'body.withdrawalWaiver': [fieldProblem('consentRequired')] } },
    );
  }
  if (product.priceCents <= 0) {
    throw new AppError('VALIDATION', 'Questo corso non si acquista online: scrivici dalla pagina Contatti.');
  }
  const pricing = await priceOrder(ctx, session, product, input.payment ?? 'full');

  const order = await openCheckout(ctx, provider, {
    product,
    pricing,
    session,
    returnUrl: webhookUrl(ctx, provider),
    confirm,
    alreadyOwned,
    terms,
  });
  if (order.termsVersion !== terms.version || order.termsAcceptedAt === null) {
    await recordTermsAcceptance(ctx.db, order.id, terms);
  }
  // The seats shown on the course's card and page changed only if a hold was taken or ended: openCheckout
  // drops the public pages then, and keeps them when the same checkout is answered again.
  return {
    message: 'Success' as const,
    id: order.providerCheckoutId,
    orderId: order.id,
    number: order.number,
    provider: provider.name,
    kind: product.kind,
    title: product.title,
    amount: centsToEuros(order.amountCents),
    currency: order.currency,
    payment: order.payment,
  };
}

/** SumUp posts status changes here; it can only reach a public https address. */
function webhookUrl(ctx: AppContext, provider: PaymentProvider): string | null {
  if (provider.name !== 'sumup' || !ctx.config.publicUrl.startsWith('https://')) return null;
  return `${ctx.config.publicUrl}/api/payments/sumup/webhook`;
}
