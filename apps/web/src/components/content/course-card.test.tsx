import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { courseItem } from '../../features/courses/testing/course-fixtures';
import { formatCourseDates } from '../../lib/format';
import i18n from '../../lib/i18n';
import { renderAt } from '../../test/render';
import { CourseCard, placeNameFromLocation } from './course-card';

const course = courseItem({
  title: 'Radici e ali',
  intro: 'Un weekend tra le colline.',
  immagineCopertina: '/uploads/seed/courses/radici-e-ali.webp',
});

describe('course dates', () => {
  it('writes ranges in Italian without padded days', () => {
    expect(formatCourseDates('2026-12-02', '2026-12-03', 'it')).toBe('2–3 dicembre 2026');
    expect(formatCourseDates('2026-11-30', '2026-12-01', 'it')).toBe('30 novembre – 1 dicembre 2026');
    expect(formatCourseDates('2026-12-30', '2027-01-01', 'it')).toBe('30 dicembre 2026 – 1 gennaio 2027');
    expect(formatCourseDates('2026-12-02', null, 'it')).toBe('2 dicembre 2026');
    expect(formatCourseDates('2026-12-02', '2026-12-02', 'en')).toBe('2 December 2026');
    expect(formatCourseDates('2026-12-02', '2026-12-03', 'en')).toBe('2–3 December 2026');
  });
});

describe('course location', () => {
  it('reads the place out of a maps link', () => {
    expect(placeNameFromLocation(course.location)).toBe('Bagno Vignoni, Siena');
    expect(placeNameFromLocation('https://maps.google.com/?q=Villa+Bardini')).toBe('Villa Bardini');
    expect(placeNameFromLocation('https://www.google.com/maps/place/Villa+Melzi/@45.98,9.25,17z')).toBe('Villa Melzi');
    expect(placeNameFromLocation('Parco Sempione, Milano')).toBe('Parco Sempione, Milano');
    expect(placeNameFromLocation('https://maps.app.goo.gl/abc123')).toBeNull();
  });
});

describe('course card', () => {
  const at = (element: React.ReactElement) => renderAt('/', [{ path: '/', element }]);

  it('shows the facts and sells a course the visitor does not own', () => {
    at(<CourseCard course={course} />);
    expect(screen.getByRole('heading', { name: 'Radici e ali' })).toBeInTheDocument();
    expect(screen.getByText('AUTOSTIMA')).toBeInTheDocument();
    expect(screen.getByText('2–3 dicembre 2026')).toBeInTheDocument();
    expect(screen.getByText('Bagno Vignoni, Siena')).toBeInTheDocument();
    expect(screen.getByText('280,00 €')).toBeInTheDocument();
    expect(screen.getByText('Cancellazione gratuita')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acquista Radici e ali' })).toHaveAttribute(
      'href',
      '/courseDetail/Radici-e-ali',
    );
    expect(screen.getByRole('presentation')).toHaveAttribute('loading', 'lazy');
  });

  it('names the place as the owner typed it, else what the maps link names', () => {
    const { unmount } = at(<CourseCard course={{ ...course, placeName: 'Agriturismo Il Poggio' }} />);
    expect(screen.getByText('Agriturismo Il Poggio')).toBeInTheDocument();
    expect(screen.queryByText('Bagno Vignoni, Siena')).not.toBeInTheDocument();
    unmount();
    at(<CourseCard course={{ ...course, placeName: '  ' }} />);
    expect(screen.getByText('Bagno Vignoni, Siena')).toBeInTheDocument();
  });

  it('opens an owned course instead', () => {
    at(<CourseCard course={course} owned />);
    expect(screen.getByRole('link', { name: 'Visualizza Radici e ali' })).toHaveAttribute(
      'href',
      '/corso/Radici-e-ali',
    );
    expect(screen.queryByRole('link', { name: /Acquista/ })).not.toBeInTheDocument();
  });

  it('says nothing about places when there is no limit or more than five are left', () => {
    const { unmount } = at(<CourseCard course={{ ...course, seats: 20, seatsLeft: 6 }} />);
    expect(screen.queryByText(/posti|posto|Esaurito/)).not.toBeInTheDocument();
    unmount();
    at(<CourseCard course={{ ...course, seats: null, seatsLeft: null }} />);
    expect(screen.queryByText(/posti|posto|Esaurito/)).not.toBeInTheDocument();
  });

  it('says how few places are left, from five down to the last one, and still sells the course', () => {
    const { unmount } = at(<CourseCard course={{ ...course, seats: 20, seatsLeft: 5 }} />);
    expect(screen.getByText('Ultimi 5 posti')).toBeInTheDocument();
    unmount();
    at(<CourseCard course={{ ...course, seats: 20, seatsLeft: 1 }} />);
    expect(screen.getByText('Ultimo posto')).toBeInTheDocument();
    expect(screen.getByText('Cancellazione gratuita')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acquista Radici e ali' })).toBeInTheDocument();
  });

  it('says a course with no place left is sold out, with no buy link', () => {
    at(<CourseCard course={{ ...course, seats: 12, seatsLeft: 0 }} />);
    expect(screen.getByText('Esaurito')).toBeInTheDocument();
    expect(screen.getByText('Posti esauriti')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Acquista/ })).not.toBeInTheDocument();
  });

  it('still opens a sold-out course for its owner', () => {
    at(<CourseCard course={{ ...course, seats: 12, seatsLeft: 0 }} owned />);
    expect(screen.getByRole('link', { name: 'Visualizza Radici e ali' })).toHaveAttribute(
      'href',
      '/corso/Radici-e-ali',
    );
    expect(screen.queryByText('Posti esauriti')).not.toBeInTheDocument();
  });

  it('speaks English about places too', async () => {
    await i18n.changeLanguage('en');
    try {
      const { unmount } = at(<CourseCard course={{ ...course, seats: 20, seatsLeft: 2 }} />);
      expect(screen.getByText('Only 2 places left')).toBeInTheDocument();
      unmount();
      const last = at(<CourseCard course={{ ...course, seats: 20, seatsLeft: 1 }} />);
      expect(screen.getByText('Last place left')).toBeInTheDocument();
      last.unmount();
      at(<CourseCard course={{ ...course, seats: 20, seatsLeft: 0 }} />);
      expect(screen.getByText('Sold out')).toBeInTheDocument();
      expect(screen.getByText('No places left')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('it');
    }
  });

  it('says when the date is still to be decided and shows no admin icons to visitors', () => {
    at(
      <CourseCard
        course={{ ...course, date: null, dateFine: null, freeCancellation: false }}
        onDelete={async () => {}}
      />,
    );
    expect(screen.getByText('Data da definire')).toBeInTheDocument();
    expect(screen.queryByText('Cancellazione gratuita')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Elimina/ })).not.toBeInTheDocument();
  });
});
