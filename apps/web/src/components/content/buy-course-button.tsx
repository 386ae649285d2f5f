import { titleToSlug } from '@cammini/contract';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-store';

/** The payment page; an online course says so, since a title may name an in-person course too. */
const paymentPath = (slug: string, ownedPath: string) =>
  ownedPath === '/corsoonline' ? `/payment/${slug}?kind=onlineCourse` : `/payment/${slug}`;

/**
 * Buying needs an account: a visitor goes to log in (and comes back here after), a customer to
 * the payment page, and someone who already bought the course straight to it.
 */
export function BuyCourseButton({
  title,
  owned,
  ownedPath,
  labels,
  block = false,
}: {
  title: string;
  owned: boolean;
  /** Where a bought course is followed, without the slug: `/corso` or `/corsoonline`. */
  ownedPath: string;
  labels: { open: string; buy: string };
  block?: boolean;
}) {
  const { user } = useSession();
  const location = useLocation();
  const slug = titleToSlug(title);
  const width = block ? ' button-block' : '';
  if (owned) {
    return (
      <Link className={`button button-secondary${width}`} to={`${ownedPath}/${slug}`}>
        {labels.open}
      </Link>
    );
  }
  return (
    <Link
      className={`button button-primary${width}`}
      to={user ? paymentPath(slug, ownedPath) : '/login'}
      state={user ? undefined : { from: location.pathname }}
    >
      {labels.buy}
    </Link>
  );
}
