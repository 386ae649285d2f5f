import type { CourseChangeRecipient } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { CloseNoticeButton } from './close-notice-button';

/** What an edit that e-mailed the enrolled leaves for the course list it returns to. */
export interface CourseChangeSent {
  title: string;
  told: CourseChangeRecipient[];
}

/** The navigation state that carries it to /corsi. */
export const courseChangeSentState = (sent: CourseChangeSent) => ({ courseChangeSent: sent });

function sentOf(state: unknown): CourseChangeSent | null {
  const sent = (state as { courseChangeSent?: CourseChangeSent } | null)?.courseChangeSent;
  return sent && Array.isArray(sent.told) && sent.told.length > 0 ? sent : null;
}

/**
 * After a course was moved: to whom the e-mail went, by name and address, until closed. The list is
 * public: only an admin back from an edit has something to read, so only then are the back office's
 * texts loaded (asking for them on every visit suspended the page as it hydrated).
 */
export function CourseChangeSentNotice() {
  const sent = sentOf(useLocation().state);
  return sent ? <SentNotice sent={sent} /> : null;
}

function SentNotice({ sent }: { sent: CourseChangeSent }) {
  const { t } = useTranslation('admin-courses');
  const location = useLocation();
  const navigate = useNavigate();
  const close = () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  return (
    <div className="course-change-sent">
      <Alert tone="success">
        <div className="course-change-sent__body">
          <div>
            <p>{t('courseChange.sent', { count: sent.told.length, title: sent.title })}</p>
            <ul>
              {sent.told.map((person) => (
                <li key={person.email}>{t('courseChange.recipient', person)}</li>
              ))}
            </ul>
          </div>
          <CloseNoticeButton label={t('courseChange.close')} onClick={close} />
        </div>
      </Alert>
    </div>
  );
}
