import type { AppContext } from '../../context.js';
import { findUserByEmail } from './users.repository.js';

/** The id of the account with this e-mail, if there is one. */
export async function findUserIdByEmail(ctx: AppContext, email: string): Promise<number | undefined> {
  return (await findUserByEmail(ctx.db, email))?.id;
}
