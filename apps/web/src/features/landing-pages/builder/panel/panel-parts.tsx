import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Field } from '../../../../components/ui/field';

/** One group of the configuration panel. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="lb-section">
      <legend>{title}</legend>
      <div className="lb-section__body">{children}</div>
    </fieldset>
  );
}

/** One row of a repeatable list (a reason, a module, a question), with its remove button. */
export function PanelRow({
  legend,
  removeLabel,
  onRemove,
  children,
}: {
  legend: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="lb-row">
      <legend>{legend}</legend>
      <RemoveButton label={removeLabel} onClick={onRemove} />
      <div className="lb-row__body">{children}</div>
    </fieldset>
  );
}

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="icon-button icon-button--danger lb-remove"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" size={16} />
    </button>
  );
}

export function AddButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="button button-secondary lb-add" onClick={onClick} disabled={disabled}>
      <Plus aria-hidden="true" size={16} />
      {label}
    </button>
  );
}

/** A web address (a photo, a video, a social profile), up to the 2,000 characters the page schema allows. */
export function UrlField({
  label,
  error,
  value,
  onChange,
}: {
  label: string;
  error?: string;
  value: string;
  onChange: (url: string) => void;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={value}
          maxLength={2000}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
