/*
 * The columns of an account that other modules' lists show beside their own rows, lent as subqueries to
 * join in SQL (an order with its customer's name in one query). Only repositories import these; a module
 * that needs anything else about an account asks accounts' services.
 */
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts.js';

const views = new QueryBuilder();

/**
 * A customer as a list shows and searches them: join on `customer.id`. Pass another alias to join the
 * same table twice (a buyer and the one who invited them).
 */
export const customerView = <TAlias extends string = 'customer'>(alias: TAlias = 'customer' as TAlias) =>
  views
    .select({
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
    })
    .from(users)
    .as(alias);

/**
 * The details that tell who holds an account (its current IBAN and codice fiscale), for banking to find
 * accounts that share them: match on `holder.id`.
 */
export const accountIdentityView = <TAlias extends string = 'holder'>(alias: TAlias = 'holder' as TAlias) =>
  views.select({ id: users.id, iban: users.iban, taxCode: users.taxCode }).from(users).as(alias);
