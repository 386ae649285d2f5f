import { LANDING_REASON_ICONS, LANDING_SOCIAL_ICONS, landingIconName } from '@cammini/contract';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import { reasonIcon, socialNetwork } from '../../sections/icons';

/** The icon the public page draws for a class, shown beside the select. */
function IconPreview({ kind, value }: { kind: 'reason' | 'social'; value: string }) {
  const Icon = kind === 'reason' ? reasonIcon(value) : (socialNetwork(value, '')?.icon ?? Globe);
  return (
    <span className="lb-icon-preview" aria-hidden="true">
      <Icon size={20} />
    </span>
  );
}

/** A choice among the icons the server accepts for reasons or social links. */
export function IconSelect({
  kind,
  label,
  value,
  onChange,
  error,
}: {
  kind: 'reason' | 'social';
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin-landing');
  const icons = kind === 'reason' ? LANDING_REASON_ICONS : LANDING_SOCIAL_ICONS;
  return (
    <Field label={label} error={error} className="lb-icon">
      {(control) => (
        <div className="lb-icon__inputs">
          <IconPreview kind={kind} value={value} />
          <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
            {icons.map((icon) => (
              <option key={icon} value={icon}>
                {t(`icons.${kind}.${landingIconName(icon)}`)}
              </option>
            ))}
          </select>
        </div>
      )}
    </Field>
  );
}
