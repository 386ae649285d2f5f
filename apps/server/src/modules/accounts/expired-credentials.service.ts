/** What the daily retention job (modules/retention) deletes of the accounts' credentials once they have ended. */
export { deleteExpiredOneTimeTokens, deleteExpiredSessions } from './expired-credentials.repository.js';
