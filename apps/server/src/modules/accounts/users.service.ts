import type { AppContext } from '../../context.js';
import { countCustomersRegistered, findUserByEmail, findUserName } from './users.repository.js';

/** The name and surname of an account (they sign its reviews), read in the caller's transaction. */
export const findAccountName = findUserName;

/** The id of the account with this e-mail, if there is one. */
export async function findUserIdByEmail(ctx: AppContext, email: string): Promise<number | undefined> {
  return (await findUserByEmail(ctx.db, email))?.id;
}

/** How many customers opened an account in [from, to) (the dashboard's new customers of the month). */
export async function countNewCustomers(ctx: AppContext, window: { from: Date; to: Date }): Promise<number> {
  return countCustomersRegistered(ctx.db, window);
}
