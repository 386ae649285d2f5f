/*
 * The columns of an account that other modules' lists show beside their own rows, lent as subqueries to
 * join in SQL (an order with its customer's name in one query). Only repositories import these; a module
 * that needs anything else about an account asks accounts' services.
 */
import { readView } from '../../../db/read-view.js';
import { users } from '../../../db/schema/accounts.js';

/**
 * A customer as a list shows and searches them: join on `customer.id`. Pass another alias to join the
 * same table twice (a buyer and the one who invited them).
 */
export const customerView = readView(
  users,
  {
    id: users.id,
    name: users.name,
    surname: users.surname,
    email: users.email,
    language: users.language,
    deletedAt: users.deletedAt,
    phoneNumber: users.phoneNumber,
    /** `user` for a customer, `admin` for the shop's own accounts. */
    group: users.group,
    /** When they registered. */
    createdAt: users.createdAt,
    /** Who invited them, whose affiliate credit a purchase earns. */
    referrerId: users.referrerId,
    /** The codice fiscale, shown beside a withdrawal or an identity document under review. */
    taxCode: users.taxCode,
    birthDate: users.birthDate,
  },
  'customer',
);

/**
 * The details that tell who holds an account (its current IBAN and codice fiscale), for banking to find
 * accounts that share them: match on `holder.id`.
 */
export const accountIdentityView = readView(
  users,
  { id: users.id, iban: users.iban, taxCode: users.taxCode },
  'holder',
);

type CustomerView = ReturnType<typeof customerView>;

/** How an admin's list names a customer beside a row: name, surname and e-mail of the joined `customer`. */
export function customerNameColumns(customer: CustomerView) {
  return { name: customer.name, surname: customer.surname, email: customer.email };
}

/** What a mail to the joined customer needs: whose account, where to, how to greet them, in which language. */
export function mailRecipientColumns(customer: CustomerView) {
  return { userId: customer.id, email: customer.email, name: customer.name, language: customer.language };
}
