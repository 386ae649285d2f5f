import type { AdminWaitlistEntry, CourseBooking } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { failed, useAdminSave } from '../../../lib/admin/use-admin-save';
import { formatDateTime, formatEuros } from '../../../lib/format';
import { useCourseBookings, useCourseWaitlist, useMarkBalancePaid } from '../api/course-bookings';
import { CoursePeopleSection, PersonCells } from './course-people-section';

/** "Iscritti": who booked the course, how they paid, and the balance the admin can record as paid on site. */
export function CourseBookings({ title }: { title: string }) {
  const { t } = useTranslation('admin-courses');
  const bookings = useCourseBookings(title);
  const markPaid = useMarkBalancePaid(title);
  const save = useAdminSave();
  const rows = bookings.data?.bookings ?? [];
  return (
    <>
      <CoursePeopleSection
        title={t('bookings.title')}
        query={bookings}
        count={rows.length}
        texts={{ loading: t('bookings.loading'), error: t('bookings.error'), empty: t('bookings.empty') }}
        head={[
          { label: t('people.name') },
          { label: t('people.email') },
          { label: t('bookings.payment') },
          { label: t('bookings.paid'), numeric: true },
          { label: t('bookings.balanceDue'), numeric: true },
          { label: t('people.actions') },
        ]}
      >
        {rows.map((booking) => (
          <BookingRow
            key={booking.orderId ?? booking.email}
            booking={booking}
            busy={markPaid.isPending && markPaid.variables === booking.orderId}
            onMarkPaid={(orderId) => {
              save.begin();
              markPaid.mutate(orderId, { onError: () => save.settle(failed(t('bookings.markFailed'))) });
            }}
          />
        ))}
      </CoursePeopleSection>
      {save.outcome && <Alert tone="error">{save.outcome.text}</Alert>}
    </>
  );
}

function BookingRow({
  booking,
  busy,
  onMarkPaid,
}: {
  booking: CourseBooking;
  busy: boolean;
  onMarkPaid: (orderId: string) => void;
}) {
  const { t, i18n } = useTranslation('admin-courses');
  const language = i18n.language;
  const { orderId } = booking;
  return (
    <tr>
      <PersonCells person={booking} />
      <td data-label={t('bookings.payment')}>
        {t(`bookings.payments.${booking.payment}`)}
        {orderId && booking.orderNumber && (
          <Link to={`/ordini/${orderId}`} className="business-table__sub">
            {t('bookings.order', { number: booking.orderNumber })}
          </Link>
        )}
      </td>
      <td data-label={t('bookings.paid')} className="numeric">
        {formatEuros(booking.paid, language)}
      </td>
      <td data-label={t('bookings.balanceDue')} className="numeric">
        {formatEuros(booking.balanceDue, language)}
        {booking.balancePaidOnSite && <span className="business-table__sub">{t('bookings.paidOnSite')}</span>}
      </td>
      <td className="business-table__nowrap business-table__wide" data-label={t('people.actions')}>
        {booking.balanceDue > 0 && orderId && (
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={busy}
            onClick={() => {
              // Recorded once and for all: the balance is no longer asked and the credits of the sale are granted.
              const amount = formatEuros(booking.balanceDue, language);
              const name = `${booking.name} ${booking.surname}`;
              if (window.confirm(t('bookings.confirmMarkPaid', { amount, name }))) onMarkPaid(orderId);
            }}
          >
            {t('bookings.markPaid')}
            <span className="visually-hidden"> ({`${booking.name} ${booking.surname}`})</span>
          </button>
        )}
      </td>
    </tr>
  );
}

/** "Lista d'attesa": the course's waiting list in line order, with each place's state. */
export function CourseWaitlistForAdmin({ title }: { title: string }) {
  const { t, i18n } = useTranslation('admin-courses');
  const waitlist = useCourseWaitlist(title);
  const entries = waitlist.data?.entries ?? [];
  const status = (entry: AdminWaitlistEntry) =>
    entry.status === 'offered' && entry.offerExpiresAt
      ? t('waitlist.offered', { date: formatDateTime(entry.offerExpiresAt, i18n.language) })
      : t(`waitlist.statuses.${entry.status}`);
  return (
    <CoursePeopleSection
      title={t('waitlist.title')}
      query={waitlist}
      count={entries.length}
      texts={{ loading: t('waitlist.loading'), error: t('waitlist.error'), empty: t('waitlist.empty') }}
      head={[
        { label: t('people.name') },
        { label: t('people.email') },
        { label: t('waitlist.joinedAt') },
        { label: t('waitlist.status') },
      ]}
    >
      {entries.map((entry) => (
        <tr key={entry.email}>
          <PersonCells person={entry} />
          <td data-label={t('waitlist.joinedAt')}>{formatDateTime(entry.joinedAt, i18n.language)}</td>
          <td data-label={t('waitlist.status')}>{status(entry)}</td>
        </tr>
      ))}
    </CoursePeopleSection>
  );
}
