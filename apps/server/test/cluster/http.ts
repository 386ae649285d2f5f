/** JSON over HTTP to a running instance or the balancer, as a browser's fetch would send it. */
export async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: <T = Record<string, unknown>>() => Promise<T>; headers: Headers }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return {
    status: response.status,
    json: <T>() => response.json() as Promise<T>,
    headers: response.headers,
  };
}

export const ADMIN = { email: 'titolare@example.com', password: 'una-frase-lunga-per-il-cluster' };

/** The admin's private token, asked through `base`. */
export async function adminToken(base: string): Promise<string> {
  const login = await call(base, 'POST', '/api/login/', { body: ADMIN });
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  const { token } = await login.json<{ token: string }>();
  const privateToken = await call(base, 'GET', '/api/generate-private-token/', { token });
  return (await privateToken.json<{ token: string }>()).token;
}
