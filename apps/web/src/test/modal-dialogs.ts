import { fireEvent } from '@testing-library/preact';
import { beforeAll } from 'vitest';

/**
 * jsdom has no modal dialogs: showModal and close only open and close here, and Escape does nothing. A
 * test presses Escape with `pressEscapeOn(dialog)`, the `cancel` event a browser sends the open dialog.
 */
export function stubModalDialogs() {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });
}

/** What a browser does when Escape is pressed in an open modal dialog: a cancelable `cancel`, then closing it. */
export function pressEscapeOn(dialog: HTMLElement) {
  const proceed = fireEvent(dialog, new Event('cancel', { cancelable: true }));
  if (proceed && dialog instanceof HTMLDialogElement) dialog.close();
}
