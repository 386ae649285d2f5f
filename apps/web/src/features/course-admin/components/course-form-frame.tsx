import type { ReactNode } from 'react';
import { SaveOutcomeAlert } from '../../../components/admin/save-outcome-alert';
import { UploadProgress } from '../../../components/admin/upload-progress';
import { CheckedForm } from '../../../components/ui/checked-form';
import type { useCourseForm } from '../hooks/use-course-form';

/** The parts of a course form's shell (useCourseForm) that its frame shows. */
type CourseFormShell = Pick<
  ReturnType<typeof useCourseForm>,
  'invalidSubmit' | 'onSubmit' | 'outcome' | 'progress' | 'submitLabel'
>;

interface CourseFormFrameProps {
  shell: CourseFormShell;
  sending: boolean;
  sendingLabel: string;
  /** Shown instead of the footer while the form asks the admin something before sending. */
  question?: ReactNode;
  children: ReactNode;
}

/**
 * Both course forms' frame: the checked form (busy while sending), its fields, then the outcome of the
 * last try, the upload progress and the submit button (disabled while sending).
 */
export function CourseFormFrame({ shell, sending, sendingLabel, question, children }: CourseFormFrameProps) {
  return (
    <CheckedForm
      invalid={shell.invalidSubmit}
      className="admin-form course-form"
      onSubmit={shell.onSubmit}
      aria-busy={sending}
    >
      {children}
      {question ?? (
        <>
          <SaveOutcomeAlert outcome={shell.outcome} />
          <UploadProgress value={shell.progress} />
          <div className="admin-form__actions">
            <button type="submit" className="button button-primary" disabled={sending}>
              {sending ? sendingLabel : shell.submitLabel}
            </button>
          </div>
        </>
      )}
    </CheckedForm>
  );
}
