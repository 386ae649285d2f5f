import { CourseTextLimits } from '@cammini/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActions } from '../../../components/ui/confirm-actions';
import { Field } from '../../../components/ui/field';

interface CourseChangeConfirmProps {
  /** The people enrolled, who will each get the e-mail. */
  count: number;
  message: string;
  onMessageChange: (message: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asked before an edit that moves a course with people enrolled is saved: how many will be e-mailed,
 * with a note to add to the e-mail, then save and send, or go back to the form.
 */
export function CourseChangeConfirm({
  count,
  message,
  onMessageChange,
  onConfirm,
  onCancel,
}: CourseChangeConfirmProps) {
  const { t } = useTranslation('admin-courses');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The question replaces the save button: focus goes to it, so it is read out at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="course-change-confirm" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('courseChange.title', { count })}
      </h2>
      <p>{t('courseChange.text')}</p>
      <Field
        label={t('courseChange.message')}
        hint={t('courseChange.messageHint', { max: CourseTextLimits.changeMessage })}
      >
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={CourseTextLimits.changeMessage}
            value={message}
            onChange={(event) => onMessageChange(event.target.value)}
          />
        )}
      </Field>
      <ConfirmActions
        className="course-change-confirm__actions"
        confirmLabel={t('courseChange.confirm')}
        onConfirm={onConfirm}
        backLabel={t('courseChange.cancel')}
        onBack={onCancel}
      />
    </section>
  );
}
