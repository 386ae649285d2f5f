import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (the page's address, the visitor's settings), read so that the
 * server and the browser's hydrating render draw the same thing: `serverValue` on the server and while
 * the browser adopts the server's HTML, the browser's own value right after. A page drawn only in the
 * browser reads the browser's value at once. `read` must return a primitive (or the same object each
 * time): React compares the answers.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
