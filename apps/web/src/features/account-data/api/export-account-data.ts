import type { AccountDataExport } from '@cammini/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** The file's name: the site and the day, as the server names it. */
export const exportFileName = (now: Date) => `cammini-di-crescita-dati-${now.toISOString().slice(0, 10)}.json`;

/**
 * GET /api/user/export: everything the site holds about the user, fetched with their token (never
 * in an address) and handed to the browser as a JSON file.
 */
export async function downloadAccountData(): Promise<void> {
  const data = await request<AccountDataExport>('/api/user/export', { auth: 'user' });
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(new Date());
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export const useDownloadAccountData = () => useMutation({ mutationFn: downloadAccountData });
