import type { AppContext } from '../../context.js';
import { memberWithEmailExists } from './earnings.repository.js';

/**
 * Whether the account with this e-mail is listed as a member (a facilitator), whose sales credit it
 * member earnings: only members are shown facilitator earnings.
 */
export async function isListedMember(ctx: Pick<AppContext, 'db'>, email: string): Promise<boolean> {
  return memberWithEmailExists(ctx.db, email);
}
