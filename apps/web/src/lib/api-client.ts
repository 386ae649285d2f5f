import type { ApiErrorBody, FieldProblems } from '@cammini/contract';
import { sessionStore } from './session/session-store';

/** A failed call: the HTTP status, the server's stable code and its human message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldProblems,
    /** The courses a refusal is about, by title (see ApiErrorBody.courses). */
    readonly courses?: string[],
  ) {
    super(message);
  }
}

type Auth = 'none' | 'user' | 'admin';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  auth?: Auth;
  /** A bearer token to use instead of the stored session's (right after login, before it is stored). */
  token?: string;
  signal?: AbortSignal;
  /** What a success answers: JSON (the default), or text (a captions file). Failures are JSON either way. */
  answer?: 'json' | 'text';
}

/** How a call reaches the API: the browser's fetch, or the server's own answers while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** Used by the server renderer (entry-server.tsx): calls are answered in process, without a network hop. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** What GET /api/generate-private-token/ and POST /api/confirm-password/ answer. */
export interface PrivateTokenAnswer {
  token: string;
  expiresAt: string;
}

/**
 * Asks the person to type the password again, when the server wants it before another private token
 * (PASSWORD_CONFIRMATION_REQUIRED): answers the private token the confirmation brought, or null when
 * they cancelled. The back office's password dialog registers itself (components/admin); without it the
 * refusal stands.
 */
export type PasswordConfirmer = () => Promise<PrivateTokenAnswer | null>;

let privateToken: { token: string; expiresAt: number } | null = null;
/** The private token being fetched (and maybe confirmed): every admin call waiting for one shares it. */
let pendingToken: Promise<string> | null = null;
let passwordConfirmer: PasswordConfirmer | null = null;
/** Bumped at every login and logout: a token fetched for an earlier session is never kept. */
let sessionGeneration = 0;

export function setPasswordConfirmer(confirmer: PasswordConfirmer | null): void {
  passwordConfirmer = confirmer;
}

/**
 * Admin calls use a short-lived private token, fetched with the login token and reused until near expiry.
 * When the login's password was typed too long ago the person is asked for it (the call waits meanwhile,
 * so a form being edited stays as it is); cancelling leaves the server's refusal, an ApiError.
 */
export async function getPrivateToken(signal?: AbortSignal): Promise<string> {
  if (privateToken && privateToken.expiresAt - Date.now() > 60_000) return privateToken.token;
  if (!pendingToken) {
    const fetching = fetchPrivateToken(sessionGeneration);
    pendingToken = fetching;
    void fetching.then(
      () => clearPending(fetching),
      () => clearPending(fetching),
    );
  }
  return untilAborted(pendingToken, signal);
}

function clearPending(fetching: Promise<string>) {
  if (pendingToken === fetching) pendingToken = null;
}

async function fetchPrivateToken(generation: number): Promise<string> {
  let answer: PrivateTokenAnswer;
  try {
    answer = await request<PrivateTokenAnswer>('/api/generate-private-token/', { auth: 'user' });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'PASSWORD_CONFIRMATION_REQUIRED' && passwordConfirmer)) {
      throw error;
    }
    const confirmed = await passwordConfirmer();
    if (!confirmed) throw error;
    answer = confirmed;
  }
  if (generation === sessionGeneration) {
    privateToken = { token: answer.token, expiresAt: Date.parse(answer.expiresAt) };
  }
  return answer.token;
}

/**
 * One caller giving up (a screen left, a query cancelled) ends its own wait, not the shared fetch the
 * other callers, and the password dialog, are waiting on.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  const aborted = () => new DOMException('Aborted', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

sessionStore.subscribe(() => {
  privateToken = null;
  pendingToken = null;
  sessionGeneration += 1;
});

async function authorization(auth: Auth, signal?: AbortSignal): Promise<Record<string, string>> {
  if (auth === 'none') return {};
  if (auth === 'admin') return { authorization: `Bearer ${await getPrivateToken(signal)}` };
  const token = sessionStore.get().user?.token;
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The one way the web app calls the API. Throws ApiError for any non-2xx answer. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(options.token
      ? { authorization: `Bearer ${options.token}` }
      : await authorization(options.auth ?? 'none', options.signal)),
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await transport(path, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
  const text = await response.text();
  if (response.ok && options.answer === 'text') return text as T;
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const problem = (data ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(
      response.status,
      problem.error ?? `HTTP_${response.status}`,
      problem.message ?? response.statusText,
      problem.fields,
      problem.courses,
    );
  }
  return data as T;
}
