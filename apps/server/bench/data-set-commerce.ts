import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { selectRows } from '../src/db/client.js';
import { sessions } from '../src/db/schema/index.js';
import { createOpaqueToken, hashToken } from '../src/lib/tokens.js';
import { type DataSetSize, memberEmail, unsoldCourseCount } from './data-set.js';

export const benchUserEmail = (number: number) => `utente${number}@bench.test`;

/**
 * Customers, each a real argon2id hash (one password hashed once, shared by all), a fifth of them
 * invited by an earlier customer, and an account for every facilitator member (so confirmed
 * purchases credit member earnings, as a sale of their course does).
 */
export async function seedUsers(db: Database, size: DataSetSize, passwordHash: string): Promise<void> {
  await db.execute(sql`
    insert into users (email, password_hash, name, surname, phone_number, birth_date, state, region, province, city,
      address, affiliate_code, privacy_consent_at, privacy_consent_version, created_at)
    select 'utente' || g || '@bench.test', ${passwordHash}::text, (array['Giulia','Marco','Sara','Luca','Elena'])[1 + g % 5],
      'Cliente ' || g, '+39 320 ' || lpad(g::text, 7, '0'), date '1970-01-01' + (g % 12000), 'Italia', 'Toscana',
      'Firenze', 'Firenze', 'Via Roma ' || g, 'U' || lpad(upper(to_hex(g)), 5, '0'), now(), '2026-01',
      now() - make_interval(mins => g)
    from generate_series(1, ${size.users}::integer) g`);
  await db.execute(sql`
    insert into users (email, password_hash, name, surname, affiliate_code)
    select 'membro' || g || '@bench.test', ${passwordHash}::text, 'Membro', 'Facilitatore ' || g,
      'M' || lpad(upper(to_hex(g)), 5, '0')
    from generate_series(0, ${size.members - 1}::integer) g`);
  // Invited customers point at a customer registered before them.
  await db.execute(sql`
    update users u set referrer_id = r.id
    from users r
    where u.email like 'utente%@bench.test' and u.id % 5 = 0 and r.id = u.id / 5 and r.email like 'utente%'`);
  if (memberEmail(0) !== 'membro0@bench.test') throw new Error('member e-mails changed: update seedUsers');
}

/**
 * Paid orders as a confirmation leaves them: the order priced from its course, the test
 * provider's paid checkout, one enrolment, and the referral and member credits. Customer `u`'s
 * k-th order is product (7u + 53k) mod P, so no customer buys the same course twice; the last
 * tenth of the in-person courses is left unsold for the checkout benchmark.
 */
export async function seedOrders(db: Database, size: DataSetSize): Promise<void> {
  const [ids] = await selectRows<{ course: number; online: number; user: number }>(
    db,
    sql`select (select min(id) from courses) as course, (select min(id) from online_courses) as online,
        (select min(id) from users) as "user"`,
  );
  if (!ids) throw new Error('seed content and users first');
  const sold = size.courses - unsoldCourseCount(size);
  const products = sold + size.onlineCourses;
  await db.execute(sql`
    insert into orders (user_id, course_id, online_course_id, course_title, amount_cents, affiliate_cents,
      facilitator_cents, status, provider, provider_checkout_id, withdrawal_waiver_at, created_at, paid_at, number)
    select x.user_id, c.id, oc.id, coalesce(c.title, oc.title), coalesce(c.price_cents, oc.price_cents),
      coalesce(c.affiliate_price_cents, oc.affiliate_price_cents),
      coalesce(c.facilitator_price_cents, oc.facilitator_price_cents), 'paid', 'test', gen_random_uuid()::text,
      case when oc.id is not null then x.paid_at end, x.paid_at - interval '2 minutes', x.paid_at,
      x.year || '-' || lpad(x.place::text, greatest(4, length(x.place::text)), '0')
    from (
      select *, row_number() over (partition by year order by g) as place from (
        select g, ${ids.user}::integer + g % ${size.users}::integer as user_id,
          ((g % ${size.users}::integer) * 7 + (g / ${size.users}::integer) * 53) % ${products}::integer as p,
          now() - make_interval(mins => ${size.orders}::integer - g) as paid_at,
          extract(year from (now() - make_interval(mins => ${size.orders}::integer - g) - interval '2 minutes')
            at time zone 'Europe/Rome')::integer as year
        from generate_series(0, ${size.orders - 1}::integer) g
      ) years
    ) x
    left join courses c on x.p < ${sold}::integer and c.id = ${ids.course}::integer + x.p
    left join online_courses oc on x.p >= ${sold}::integer and oc.id = ${ids.online}::integer + x.p - ${sold}::integer`);
  // The numbers go on from where the data set left each year, as a checkout's would.
  await db.execute(sql`
    insert into order_number_counters (year, last)
    select split_part(number, '-', 1)::integer, max(split_part(number, '-', 2)::integer) from orders group by 1
    on conflict (year) do update set last = greatest(order_number_counters.last, excluded.last)`);
  await db.execute(sql`
    insert into test_payment_checkouts (id, order_id, amount_cents, currency, description, status, created_at, updated_at)
    select provider_checkout_id::uuid, id, amount_cents, currency, course_title, 'PAID', created_at, paid_at
    from orders`);
  await db.execute(sql`
    insert into enrolments (user_id, course_id, online_course_id, order_id, created_at)
    select user_id, course_id, online_course_id, id, paid_at from orders`);
  await db.execute(sql`
    insert into earnings (user_id, kind, amount_cents, order_id, created_at)
    select u.referrer_id, 'referral', o.affiliate_cents, o.id, o.paid_at
    from orders o join users u on u.id = o.user_id
    where u.referrer_id is not null and o.affiliate_cents > 0`);
  await db.execute(sql`
    insert into earnings (user_id, kind, amount_cents, order_id, created_at)
    select fu.id, 'member', o.facilitator_cents, o.id, o.paid_at
    from orders o
    left join courses c on c.id = o.course_id
    left join online_courses oc on oc.id = o.online_course_id
    join members m on m.id = coalesce(c.author_member_id, oc.author_member_id)
    join users fu on fu.email = lower(m.email)
    where o.facilitator_cents > 0 and fu.id <> o.user_id`);
  const count = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from enrolments`);
  if (Number(count[0]?.n) !== size.orders) throw new Error(`expected ${size.orders} enrolments, got ${count[0]?.n}`);
}

/** Newsletter readers: most confirmed, some still pending, some gone; a tenth read English. */
export async function seedSubscribers(db: Database, size: DataSetSize): Promise<void> {
  const total = Math.round(size.subscribers / 0.85);
  await db.execute(sql`
    insert into newsletter_subscribers (email, name, language, status, unsubscribe_token, created_at, confirmed_at)
    select 'lettore' || g || '@bench.test', 'Lettore ' || g, case when g % 10 = 0 then 'en' else 'it' end,
      case when g <= ${size.subscribers}::integer then 'confirmed' when g % 2 = 0 then 'pending' else 'unsubscribed' end,
      'bench-' || g || '-' || md5(g::text), now() - make_interval(hours => g),
      case when g <= ${size.subscribers}::integer then now() - make_interval(hours => g) end
    from generate_series(1, ${total}::integer) g`);
}

export interface CustomerSession {
  email: string;
  token: string;
}

/** Logged-in customers for the checkout benchmark: session rows as a login leaves them. */
export async function seedCustomerSessions(db: Database, size: DataSetSize, count: number): Promise<CustomerSession[]> {
  const customers: CustomerSession[] = [];
  const rows: (typeof sessions.$inferInsert)[] = [];
  const users = await selectRows<{ id: number; email: string }>(
    db,
    sql`select id, email from users where email like 'utente%@bench.test' order by id limit ${Math.min(count, size.users)}::integer`,
  );
  const expiresAt = new Date(Date.now() + 30 * 86_400_000);
  for (const user of users) {
    const token = createOpaqueToken();
    customers.push({ email: user.email, token });
    rows.push({ userId: user.id, kind: 'login', tokenHash: hashToken(token), expiresAt, userAgent: 'bench' });
  }
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(sessions).values(rows.slice(start, start + 500));
  return customers;
}
