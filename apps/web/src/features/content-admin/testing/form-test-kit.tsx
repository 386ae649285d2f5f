import { vi } from 'vitest';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';

/*
 * Shared by the content forms' tests. Each test file mocks the multipart sender itself:
 *   vi.mock('../../../lib/admin/send-admin-form', () => ({ sendAdminForm: vi.fn() }));
 */

export const privateToken = {
  'GET /api/generate-private-token/': { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
};

/** jsdom has no object URLs; the media field's previews need them. */
export function stubObjectUrls() {
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: () => `blob:${window.location.origin}/${++next}`,
      revokeObjectURL: () => {},
    }),
  );
}

export const pngFile = (name = 'foto.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** What one call of the mocked sender sent: its address, method, text fields and files. */
export function sentForm(call = 0) {
  const [path, options] = vi.mocked(sendAdminForm).mock.calls[call]!;
  const entries = [...options.form.entries()];
  return {
    path,
    method: options.method,
    fields: Object.fromEntries(entries.filter(([, value]) => typeof value === 'string')),
    files: Object.fromEntries(
      entries.filter(([, value]) => value instanceof File).map(([key, value]) => [key, (value as File).name]),
    ),
  };
}

/** The editor has its own tests; in form tests a text area stands in for it. */
export function FakeRichTextEditor({
  label,
  value,
  onChange,
  error,
  docxImport,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  docxImport?: boolean;
}) {
  return (
    <div>
      <label>
        {label}
        <textarea value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
      {docxImport && <span>import .docx</span>}
      {error && <span>{error}</span>}
    </div>
  );
}
