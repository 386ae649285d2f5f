import { type ComponentProps, type ReactNode, useId } from 'react';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`field ${className ?? ''}`} data-invalid={Boolean(error)}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined })}
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The error under a control, `{id}-error`, which the control names in its aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined | null | false }) {
  if (!error) return null;
  return (
    <span id={`${id}-error`} className="field-error">
      {error}
    </span>
  );
}

type FieldFrame = Omit<FieldProps, 'children'>;

/** A Field around a plain input: every prop but the frame's (a form registration, limits) goes to the input. */
export function InputField({ label, error, hint, className, ...input }: FieldFrame & ComponentProps<'input'>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(props) => <input {...props} {...input} />}
    </Field>
  );
}

/** A Field around a textarea, as InputField is around an input. */
export function TextAreaField({ label, error, hint, className, ...textarea }: FieldFrame & ComponentProps<'textarea'>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(props) => <textarea {...props} {...textarea} />}
    </Field>
  );
}
