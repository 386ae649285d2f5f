import { ensurePrivateToken } from '../../../lib/admin/private-token';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';

export type FormParts = Record<string, string | File | null | undefined>;

/** A multipart form from named parts; empty parts (no file chosen) are left out. */
export function toFormData(parts: FormParts): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value !== null && value !== undefined) form.append(name, value);
  }
  return form;
}

export interface SendOptions {
  onProgress?: (fraction: number) => void;
}

/** Sends an admin multipart form with the private token, reporting upload progress. */
export async function sendContentForm<T>(
  path: string,
  method: 'POST' | 'PUT',
  parts: FormParts,
  options: SendOptions = {},
): Promise<T> {
  await ensurePrivateToken();
  return sendAdminForm<T>(path, { method, form: toFormData(parts), onProgress: options.onProgress });
}
