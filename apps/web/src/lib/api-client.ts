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
}

/** How a call reaches the API: the browser's fetch, or the server's own answers while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** Used by the server renderer (entry-server.tsx): calls are answered in process, without a network hop. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

let privateToken: { token: string; expiresAt: number } | null = null;

/** Admin calls use a short-lived private token, fetched with the login token and reused until near expiry. */
export async function getPrivateToken(signal?: AbortSignal): Promise<string> {
  if (privateToken && privateToken.expiresAt - Date.now() > 60_000) return privateToken.token;
  const answer = await request<{ token: string; expiresAt: string }>('/api/generate-private-token/', {
    auth: 'user',
    signal,
  });
  privateToken = { token: answer.token, expiresAt: Date.parse(answer.expiresAt) };
  return answer.token;
}

sessionStore.subscribe(() => {
  privateToken = null;
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
