import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';

interface ChoiceFieldProps {
  label: string;
  placeholder: string;
  /** Shown with a text input when the options could not be loaded. */
  fallbackHint: string;
  options: readonly string[] | undefined;
  status: 'pending' | 'error' | 'success';
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Lets the form focus the control when it has a problem. */
  fieldRef?: (element: HTMLInputElement | HTMLSelectElement | null) => void;
  error?: string;
  required?: boolean;
}

/**
 * A select over a loaded list (members, topics). A saved value the list no longer has stays
 * selectable, so editing never silently changes it; if the list cannot be loaded, the admin
 * types the value instead and the server checks it.
 */
export function ChoiceField({
  label,
  placeholder,
  fallbackHint,
  options,
  status,
  name,
  value,
  onChange,
  onBlur,
  fieldRef,
  error,
  required = false,
}: ChoiceFieldProps) {
  const { t } = useTranslation('admin-courses');
  const common = { name, value, onBlur, required, ref: fieldRef };
  if (status === 'error') {
    return (
      <Field label={label} error={error} hint={fallbackHint}>
        {(props) => <input type="text" {...props} {...common} onChange={(event) => onChange(event.target.value)} />}
      </Field>
    );
  }
  const choices = options ?? [];
  const withSaved = value && !choices.includes(value) ? [value, ...choices] : choices;
  return (
    <Field label={label} error={error}>
      {(props) => (
        <select
          {...props}
          {...common}
          disabled={status === 'pending'}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{status === 'pending' ? t('fields.optionsLoading') : placeholder}</option>
          {withSaved.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
