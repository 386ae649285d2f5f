import type { FieldProblems } from '@cammini/contract';
import { ApiError, getPrivateToken } from '../api-client';

interface SendFormOptions {
  method: 'POST' | 'PUT';
  form: FormData;
  /** 0..1 as the request body goes up; videos can take minutes. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends an admin multipart form with the private token. XMLHttpRequest rather than fetch, because
 * only it reports upload progress; failures become the same ApiError the rest of the app handles.
 */
export async function sendAdminForm<T>(path: string, options: SendFormOptions): Promise<T> {
  const token = await getPrivateToken(options.signal);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, path);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      const problem = (data ?? {}) as { message?: string; error?: string; fields?: FieldProblems };
      reject(
        new ApiError(
          xhr.status,
          problem.error ?? `HTTP_${xhr.status}`,
          problem.message ?? xhr.statusText,
          problem.fields,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.form);
  });
}
