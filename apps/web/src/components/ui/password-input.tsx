import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './password-input.css';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'>;

/** A password box with a show/hide switch: typing a password on a phone is easier when you can see it. */
export function PasswordInput({ ref, ...props }: PasswordInputProps) {
  const { t } = useTranslation('accounts');
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input {...props} ref={ref} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-input__toggle"
        aria-controls={props.id}
        aria-pressed={visible}
        aria-label={visible ? t('password.hide') : t('password.show')}
        title={visible ? t('password.hide') : t('password.show')}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
      </button>
    </div>
  );
}
