/**
 * The editor has its own tests; in the tests of the forms that hold it a text area stands in for it:
 *   vi.mock('…/components/admin/rich-text-editor', async () => ({
 *     RichTextEditor: (await import('…/test/fake-rich-text-editor')).FakeRichTextEditor,
 *   }));
 */
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
