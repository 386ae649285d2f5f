import { ApiError, getPrivateToken } from '../../../lib/api-client';

/**
 * One side of an identity document, fetched with the admin's private token: the file never has
 * a public address, so it is shown from a blob URL the caller must revoke.
 */
export async function fetchDocumentFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = await getPrivateToken(signal);
  let response: Response;
  try {
    response = await fetch(path, { headers: { authorization: `Bearer ${token}` }, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText);
  return response.blob();
}
