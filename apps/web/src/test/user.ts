import userEvent, { type UserEvent } from '@testing-library/user-event';

export type { UserEvent };

type UserOptions = NonNullable<Parameters<typeof userEvent.setup>[0]>;

/**
 * The one way a web test acts as a visitor: every click and keystroke goes through it, so a setting
 * all tests need (timers, delays) is changed here once. `applyAccept: false` lets a test pick a file
 * the input's `accept` would hide, to see the form refuse it.
 */
export function setupUser(options: UserOptions = {}): UserEvent {
  return userEvent.setup(options);
}
