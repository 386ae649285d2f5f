import {
  type ArticleListItem,
  itemPath,
  normalizeLandingSlug,
  type OnlineCourseListItem,
  titleKey,
} from '@cammini/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, within } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticleCard } from '../components/content/article-card';
import { CourseCard } from '../components/content/course-card';
import { OnlineCourseCard } from '../components/content/online-course-card';
import { cancelBooking } from '../features/accounts/api/cancel-booking';
import { articleQuery } from '../features/articles/api/get-article';
import { checkoutItemQuery } from '../features/checkout/api/checkout-item';
import { articleQuery as articleForEditQuery } from '../features/content-admin/api/articles';
import {
  courseBookingsQuery,
  courseHoldsQuery,
  courseWaitlistQuery,
} from '../features/course-admin/api/course-bookings';
import { courseForEditQuery } from '../features/course-admin/api/course-for-edit';
import { onlineCourseForEditQuery } from '../features/course-admin/api/online-course-for-edit';
import { courseViewerQuery, onlineCoursePlayerQuery } from '../features/course-viewer/api/course-viewer';
import { courseQuery } from '../features/courses/api/course';
import { useChangeWaitlistPlace, waitlistPlaceQuery } from '../features/courses/api/waitlist';
import { courseItem } from '../features/courses/testing/course-fixtures';
import { landingPageQuery } from '../features/landing-pages/api/get-landing-page';
import { onlineCourseQuery } from '../features/online-courses/api/online-courses';
import { renderAt } from '../test/render';

/*
 * Titles are the keys of courses and articles in every address. Each one here once broke an address
 * (an accent, an apostrophe, a colon, a comma, `?`, `&`, `%`): the segment is what titleToSlug builds,
 * encoded exactly once, so the server, decoding once, reads the title back.
 */
const HOSTILE_TITLES = [
  { title: "Ritiro d'inverno: il coraggio di fermarsi", segment: "Ritiro-d'inverno%3A-il-coraggio-di-fermarsi" },
  { title: 'Libertà', segment: 'Libert%C3%A0' },
  { title: 'Chi sono io? Corpo & mente, insieme', segment: 'Chi-sono-io%3F-Corpo-%26-mente%2C-insieme' },
  { title: 'Presenti al 100%', segment: 'Presenti-al-100%25' },
];

/** Records each request's path exactly as sent (no decoding), and answers every one with 200. */
function recordRequests() {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path === '/api/generate-private-token/') {
        return Response.json({ token: 'private', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
      }
      sent.push(`${init?.method ?? 'GET'} ${path}`);
      // Enough for every helper to read what it wants from the answer.
      return Response.json({ onlinecourse: {}, article: {} });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe.each(HOSTILE_TITLES)('the title "$title" in addresses', ({ title, segment }) => {
  it('decodes once to the title the server looks up', () => {
    expect(titleKey(decodeURIComponent(segment))).toBe(titleKey(title));
  });

  it('reaches every API endpoint that takes a title with the segment encoded once', async () => {
    const sent = recordRequests();
    const client = newClient();
    const queries = [
      courseQuery(title),
      waitlistPlaceQuery(title, 'maria@example.com'),
      courseViewerQuery(title, 'maria@example.com'),
      checkoutItemQuery(title, 'course', 'maria@example.com'),
      courseBookingsQuery(title),
      courseWaitlistQuery(title),
      courseHoldsQuery(title),
      courseForEditQuery(title),
      onlineCourseQuery(title),
      onlineCoursePlayerQuery(title, 'maria@example.com'),
      checkoutItemQuery(title, 'onlineCourse', 'maria@example.com'),
      onlineCourseForEditQuery(title),
      articleQuery(title),
      articleForEditQuery(title),
      landingPageQuery(normalizeLandingSlug(title)),
    ];
    for (const query of queries) await client.fetchQuery(query as Parameters<typeof client.fetchQuery>[0]);
    await cancelBooking(title);

    expect(sent).toEqual([
      `GET /api/course/${segment}`,
      `GET /api/course/${segment}/waitlist`,
      `GET /api/user/courses/${segment}`,
      `GET /api/checkout/${segment}?kind=course`,
      `GET /api/admin/course/${segment}/bookings`,
      `GET /api/admin/course/${segment}/waitlist`,
      `GET /api/admin/course/${segment}/holds`,
      `GET /api/admin/course/${segment}`,
      `GET /api/onlinecourse/${segment}`,
      `GET /api/user/onlinecourses/${segment}`,
      `GET /api/checkout/${segment}?kind=onlineCourse`,
      `GET /api/admin/onlinecourse/${segment}`,
      `GET /api/article/${segment}`,
      `GET /api/article/${segment}`,
      `GET /api/landingpage/${normalizeLandingSlug(title)}`,
      `POST /api/user/courses/${segment}/cancel`,
    ]);
  });

  it('joins and leaves the waiting list at the course it names', async () => {
    const sent = recordRequests();
    const client = newClient();
    const wrapper = ({ children }: { children: ComponentChildren }) => (
      <QueryClientProvider client={client}>{children as ReactNode}</QueryClientProvider>
    );
    const { result } = renderHook(() => useChangeWaitlistPlace(title), { wrapper });
    await act(async () => {
      await result.current.mutateAsync('POST');
    });
    await act(async () => {
      await result.current.mutateAsync('DELETE');
    });
    expect(sent).toEqual([`POST /api/course/${segment}/waitlist`, `DELETE /api/course/${segment}/waitlist`]);
  });

  it('builds every page link from the same segment', () => {
    expect(itemPath.course(title)).toBe(`/courseDetail/${segment}`);
    expect(itemPath.onlineCourse(title)).toBe(`/onlinecoursedetail/${segment}`);
    expect(itemPath.article(title)).toBe(`/articolo/${segment}`);
    expect(normalizeLandingSlug(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);

    const course = { ...inPersonCourse, title };
    const onlineCourse = { ...videoCourse, title };
    const article = { ...blogArticle, title };
    renderAt('/', [
      {
        path: '/',
        element: (
          <>
            <CourseCard course={course} owned />
            <CourseCard course={course} />
            <OnlineCourseCard course={onlineCourse} owned />
            <OnlineCourseCard course={onlineCourse} />
            <ArticleCard article={article} />
          </>
        ),
      },
    ]);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        `/corso/${segment}`,
        `/courseDetail/${segment}`,
        `/corsoonline/${segment}`,
        `/onlinecoursedetail/${segment}`,
        `/articolo/${segment}`,
      ]),
    );
    expect(within(screen.getAllByRole('article').at(-1)!).getByRole('heading', { name: title })).toBeVisible();
  });
});

const inPersonCourse = courseItem({
  title: '',
  intro: 'Un weekend tra le colline.',
  location: 'Bagno Vignoni, Siena',
  immagineCopertina: null,
});

const videoCourse: OnlineCourseListItem = {
  id: 2,
  title: '',
  category: 'MEDITAZIONE',
  intro: 'Dieci minuti al giorno.',
  description: 'Dieci minuti al giorno.',
  price: 39,
  facilitatorPrice: 10,
  affiliatePrice: 4,
  author: 'Giulia Ferrante',
  immagineCopertina: null,
  mainVideo: null,
  lessonsCount: 3,
};

const blogArticle: ArticleListItem = {
  id: 3,
  title: '',
  intro: 'Fermarsi è un atto di coraggio.',
  category: 'BENESSERE',
  fileUrl: null,
  date: '2026-12-01T09:00:00.000Z',
};
