import type { CheckoutItem, CreateCheckoutBody, ProductKind } from '@cammini/contract';
import { fieldProblem } from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { businessDay } from '../../lib/business-day.js';
import { CacheTag } from '../../lib/cache-tags.js';
import { centsToEuros } from '../../lib/money.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { PaymentProvider } from '../payments/payments.service.js';
import { openCheckout } from './open-checkout.service.js';
import type { Confirmation } from './order-confirmation.service.js';
import { coursePagePath } from './order-links.js';
import { findCourseProduct, findOnlineCourseProduct, type ProductRow, userOwnsProduct } from './orders.repository.js';

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
 * Whether a course can be sold today: an archived course is not for sale (409 NOT_FOR_SALE), nor an
 * in-person course whose start date has passed (409 COURSE_PAST). Seats are checked when the order
 * takes one (open-checkout.service.ts).
 */
export function assertForSale(ctx: AppContext, product: ProductRow): void {
  if (product.status === 'archived') throw new AppError('NOT_FOR_SALE', 'Questo corso non è più in vendita.');
  if (product.startDate !== null && product.startDate < businessDay(ctx.clock.now())) {
    throw new AppError('COURSE_PAST', 'Questo corso si è già svolto e non è più in vendita.');
  }
}

function toCheckoutItem(product: ProductRow): CheckoutItem {
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
  };
}

/** What the payment page shows before anything is charged, and whether the customer already owns it. */
export async function getCheckoutItem(
  ctx: AppContext,
  session: SessionContext,
  title: string,
  kind?: ProductKind,
): Promise<{ item: CheckoutItem; owned: boolean }> {
  const product = await findProduct(ctx, title, kind);
  const owned = await userOwnsProduct(ctx.db, session.userId, product.kind, product.id);
  return { item: toCheckoutItem(product), owned };
}

export const alreadyOwned = () => new AppError('ALREADY_OWNED', 'Hai già acquistato questo corso.');

/**
 * POST /api/create-checkout: the order is priced here from the database (price and the affiliate
 * and facilitator shares are copied onto it), then the provider opens a checkout for exactly that
 * amount. The browser sends only which course; nothing it says about money is read. A customer has
 * at most one open checkout per course: asking again answers the same one.
 */
export async function createCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  session: SessionContext,
  input: z.output<typeof CreateCheckoutBody>,
  confirm: (orderId: string) => Promise<Confirmation>,
) {
  if (input.email !== session.email) throw forbidden('Puoi acquistare solo per il tuo account');
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
  if (await userOwnsProduct(ctx.db, session.userId, product.kind, product.id)) throw alreadyOwned();
  assertForSale(ctx, product);

  const order = await openCheckout(ctx, provider, {
    product,
    session,
    returnUrl: webhookUrl(ctx, provider),
    confirm,
    alreadyOwned,
  });
  // A held seat is one fewer on the course's card and page.
  if (product.seats !== null) ctx.publicCache.invalidate(CacheTag.courses);
  return {
    message: 'Success' as const,
    id: order.providerCheckoutId,
    orderId: order.id,
    provider: provider.name,
    kind: product.kind,
    title: product.title,
    amount: centsToEuros(order.amountCents),
    currency: order.currency,
  };
}

/** SumUp posts status changes here; it can only reach a public https address. */
function webhookUrl(ctx: AppContext, provider: PaymentProvider): string | null {
  if (provider.name !== 'sumup' || !ctx.config.publicUrl.startsWith('https://')) return null;
  return `${ctx.config.publicUrl}/api/payments/sumup/webhook`;
}
