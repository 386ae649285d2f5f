import { eq } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import {
  earnings,
  enrolments,
  onlineCourses,
  orderNumberCounters,
  orders,
  users,
  withdrawals,
} from '../schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The sale's withdrawal period: a referral credit can be withdrawn once it has passed. */
const WITHDRAWAL_PERIOD_DAYS = 14;

/**
 * Not a hash at all: verifying any password against it fails, so the demo customers cannot log in and
 * no demo password is published for them.
 */
const NO_PASSWORD = '!demo-customer-without-password';

/** A customer who invited a friend, with her bank details and verified documents, as the back office sees her. */
const referrer = {
  email: 'sara.colombo@example.com',
  name: 'Sara',
  surname: 'Colombo',
  birthDate: '1985-08-01',
  city: 'Milano',
  affiliateCode: 'SARA85',
  // The IBAN of the banks' documentation and a codice fiscale of valid shape: no one's real details.
  iban: 'IT60X0542811101000000123456',
  taxCode: 'CLMSRA85M41F205Z',
  docVerified: true,
};

/** The friend she invited, who bought two online courses with her code. */
const buyer = {
  email: 'luca.moretti@example.com',
  name: 'Luca',
  surname: 'Moretti',
  birthDate: '1982-03-15',
  city: 'Roma',
  affiliateCode: 'LUCA82',
  taxCode: 'MRTLCU82C15H501P',
};

/** The friend's purchases, long past their withdrawal period: the referral credits are final. */
const purchases = [
  { title: 'Il tuo potere personale', daysAgo: 40 },
  { title: 'Abbondanza quotidiana', daysAgo: 35 },
] as const;

/** The year of a moment in Italy, which order numbers count by (db/ stays below lib/, so not businessYear). */
const romeYear = (at: Date) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(at));

/** When the referrer asked to withdraw her whole balance. */
const REQUESTED_DAYS_AGO = 3;

/**
 * One withdrawal request waiting for the admin on /pagamenti: a customer's referral credits from two
 * sales of a friend she invited, final for weeks, asked to be paid to her IBAN. Orders take the first
 * numbers of their year, and the counters go on from them.
 */
export async function insertDemoWithdrawal(tx: Transaction, today: Date): Promise<void> {
  const daysAgo = (days: number) => new Date(today.getTime() - days * DAY_MS);
  const since = daysAgo(purchases[0].daysAgo + 10);
  const [sara] = await tx
    .insert(users)
    .values({ ...referrer, passwordHash: NO_PASSWORD, ibanChangedAt: since, createdAt: since, updatedAt: since })
    .returning({ id: users.id });
  const [luca] = await tx
    .insert(users)
    .values({ ...buyer, passwordHash: NO_PASSWORD, referrerId: sara?.id, createdAt: since, updatedAt: since })
    .returning({ id: users.id });
  if (!sara || !luca) throw new Error('demo content: withdrawal customers not inserted');

  const lastOfYear = new Map<number, number>();
  let creditedCents = 0;
  for (const purchase of purchases) {
    const [course] = await tx.select().from(onlineCourses).where(eq(onlineCourses.title, purchase.title));
    if (!course) throw new Error(`demo content: no online course ${purchase.title}`);
    const paidAt = daysAgo(purchase.daysAgo);
    const year = romeYear(paidAt);
    const place = (lastOfYear.get(year) ?? 0) + 1;
    lastOfYear.set(year, place);
    const [order] = await tx
      .insert(orders)
      .values({
        number: `${year}-${String(place).padStart(4, '0')}`,
        userId: luca.id,
        onlineCourseId: course.id,
        courseTitle: course.title,
        amountCents: course.priceCents,
        affiliateCents: course.affiliatePriceCents,
        status: 'paid',
        provider: 'test',
        createdAt: paidAt,
        paidAt,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error(`demo content: order of ${purchase.title} not inserted`);
    await tx
      .insert(enrolments)
      .values({ userId: luca.id, onlineCourseId: course.id, orderId: order.id, createdAt: paidAt });
    await tx.insert(earnings).values({
      userId: sara.id,
      kind: 'referral',
      amountCents: course.affiliatePriceCents,
      orderId: order.id,
      createdAt: paidAt,
      availableAt: new Date(paidAt.getTime() + WITHDRAWAL_PERIOD_DAYS * DAY_MS),
    });
    creditedCents += course.affiliatePriceCents;
  }
  await tx.insert(orderNumberCounters).values([...lastOfYear].map(([year, last]) => ({ year, last })));

  const requestedAt = daysAgo(REQUESTED_DAYS_AGO);
  await tx.insert(withdrawals).values({
    userId: sara.id,
    amountCents: creditedCents,
    iban: referrer.iban,
    status: 'In attesa',
    requestedAt,
    updatedAt: requestedAt,
  });
}
