import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';

/** A colour input only takes #rrggbb: "#fff" shows as "#ffffff", anything invalid as black. */
export function toColorInputValue(value: string): string {
  const hex = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(hex)) return hex;
  if (/^#[0-9a-f]{3}$/.test(hex)) return `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`;
  return '#000000';
}

/** A colour picker with the hex value beside it, both editable. */
export function ColorField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin-landing');
  return (
    <Field label={label} error={error} className="lb-color">
      {(control) => (
        <div className="lb-color__inputs">
          <input
            {...control}
            type="color"
            value={toColorInputValue(value)}
            onChange={(event) => onChange(event.target.value)}
          />
          <input
            type="text"
            aria-label={t('fields.colorHex', { label })}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            value={value}
            maxLength={7}
            spellCheck={false}
            autoCapitalize="off"
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </Field>
  );
}
