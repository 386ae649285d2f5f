import type { Language } from '@cammini/contract';
import {
  type DehydratedState,
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  hydrate,
  type QueryClient,
} from '@tanstack/react-query';
import type { Params } from 'react-router';
import { ApiError } from './api-client';

// Queries of any answer shape: the server only runs them and hands over what they brought.
// biome-ignore lint/suspicious/noExplicitAny: see above.
type AnyQuery = FetchQueryOptions<any, any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: see above.
export type AnyInfiniteQuery = FetchInfiniteQueryOptions<any, any, any, any, any>;

/** A query of a page's first view; an infinite one (a list loaded page by page) has an `initialPageParam`. */
export type PrefetchQuery = AnyQuery | AnyInfiniteQuery;

/**
 * The queries a page shows on its first view, from its address, so the server can run them before it
 * renders the page (with the same options the page's hooks use, hence the same keys).
 */
export type PagePrefetch = (page: {
  params: Params;
  search: URLSearchParams;
  language: Language;
}) => readonly PrefetchQuery[];

/** What the server hands the browser beside a rendered page: its language and the data it was drawn from. */
export interface PageState {
  language: Language;
  queries: DehydratedState;
}

const PAGE_STATE_ID = 'page-state';
const API_ERROR = '$apiError';

/** A failed call survives the trip as data, so the browser draws the same error the server drew. */
function replacer(this: unknown, _key: string, value: unknown) {
  if (value instanceof ApiError) {
    return { [API_ERROR]: { status: value.status, code: value.code, message: value.message, fields: value.fields } };
  }
  return value;
}

function reviver(_key: string, value: unknown) {
  const error = (value as Record<string, ApiError> | null)?.[API_ERROR];
  return error ? new ApiError(error.status, error.code, error.message, error.fields) : value;
}

/**
 * The state as a non-executable JSON script element (the Content Security Policy allows no inline
 * script); every `<` is escaped, so no text in it can close the element.
 */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state, replacer).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/** Whether the server rendered this page (and sent its state), rather than only the app's shell. */
export const isServerRendered = () => document.getElementById(PAGE_STATE_ID) !== null;

/** The state the server rendered the page with, or null when it sent only the app's shell. */
export function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent, reviver) as PageState;
  } catch {
    return null;
  }
}

/**
 * Puts the server's data in the browser's query cache. A query the server saw fail with a 4xx (an item
 * not found) is not asked again as the page mounts: the page shows the same answer the server drew.
 */
export function adoptPageState(queryClient: QueryClient, state: PageState): void {
  hydrate(queryClient, state.queries);
  for (const query of state.queries.queries) {
    if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}
