import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';

interface TextFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'min' | 'step' | 'maxLength'>;
}

/** A labelled input or text area of the course forms; `required` also draws the label's asterisk (CSS). */
export function TextField({ label, registration, error, hint, required = false, rows, input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(props) =>
        rows ? (
          <textarea {...props} {...registration} rows={rows} required={required} />
        ) : (
          <input type="text" {...input} {...props} {...registration} required={required} />
        )
      }
    </Field>
  );
}
