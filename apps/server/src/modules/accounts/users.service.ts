import type { AppContext } from '../../context.js';
import { countCustomersRegistered, findUserByEmail } from './users.repository.js';

/** The id of the account with this e-mail, if there is one. */
export async function findUserIdByEmail(ctx: AppContext, email: string): Promise<number | undefined> {
  return (await findUserByEmail(ctx.db, email))?.id;
}

/** How many customers opened an account in [from, to) (the dashboard's new customers of the month). */
export async function countNewCustomers(ctx: AppContext, window: { from: Date; to: Date }): Promise<number> {
  return countCustomersRegistered(ctx.db, window);
}
