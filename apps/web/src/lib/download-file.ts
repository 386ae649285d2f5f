import { ApiError, getPrivateToken } from './api-client';

/**
 * Downloads a file the server writes for the admin. The private token goes in the Authorization
 * header, never in the address (where logs and the browser's history would keep it), so the file is
 * fetched and then handed to the browser as a blob.
 */
export async function downloadAdminFile(path: string, filename: string): Promise<void> {
  const token = await getPrivateToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: { authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
