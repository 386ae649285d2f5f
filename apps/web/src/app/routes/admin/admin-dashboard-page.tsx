import {
  BookOpen,
  CircleHelp,
  FileText,
  Inbox,
  LayoutTemplate,
  Library,
  Mail,
  MessageSquareQuote,
  PlaySquare,
  ReceiptEuro,
  Settings,
  Tags,
  UserPlus,
  Users,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SummaryFigures } from '../../../features/dashboard/components/summary-figures';
import { useInbox } from '../../../features/inbox/api/inbox';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/admin-office.css';

const cards = [
  { to: '/addArgomento', key: 'admin.addTopic', icon: Tags },
  { to: '/addMembro', key: 'admin.addMember', icon: UserPlus },
  { to: '/addArticolo', key: 'admin.addArticle', icon: FileText },
  { to: '/addCorso', key: 'admin.addCourse', icon: BookOpen },
  { to: '/addMeditazione', key: 'admin.addOnlineCourse', icon: PlaySquare },
  { to: '/clienti', key: 'admin.customers', icon: Users },
  { to: '/ordini', key: 'admin.orders', icon: ReceiptEuro },
  { to: '/pagamenti', key: 'admin.withdrawals', icon: Wallet },
  { to: '/addfaq', key: 'admin.addFaq', icon: CircleHelp },
  { to: '/invianewsletter', key: 'admin.newsletter', icon: Mail },
  { to: '/buildlandingpage', key: 'admin.buildLanding', icon: LayoutTemplate },
  { to: '/seelandingpage', key: 'admin.landingList', icon: Library },
] as const;

/** The back office's own tools, texts in the admin-office catalogue; the inbox shows how many wait. */
const officeCards = [
  { to: '/messaggi', key: 'nav.messages', icon: Inbox },
  { to: '/moderazione', key: 'nav.reviews', icon: MessageSquareQuote },
  { to: '/impostazioni', key: 'nav.settings', icon: Settings },
] as const;

export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { t: tb } = useTranslation('admin-business');
  const { t: to } = useTranslation('admin-office');
  const unread = useInbox(1).data?.unread ?? 0;
  usePageTitle(t('admin.dashboard'));
  return (
    <section className="page container">
      <h1>{t('admin.dashboard')}</h1>
      <section className="dashboard-section" aria-labelledby="dashboard-figures">
        <h2 id="dashboard-figures">{tb('dashboard.figures')}</h2>
        <SummaryFigures />
      </section>
      <h2 className="dashboard-section__heading">{tb('dashboard.tools')}</h2>
      <ul className="admin-cards">
        {cards.map(({ to, key, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="admin-card">
              <Icon aria-hidden="true" />
              <span>{t(key)}</span>
            </Link>
          </li>
        ))}
        {officeCards.map(({ to: path, key, icon: Icon }) => (
          <li key={path}>
            <Link to={path} className="admin-card">
              <Icon aria-hidden="true" />
              <span>{to(key)}</span>
              {path === '/messaggi' && unread > 0 && (
                <span className="admin-card__badge">{to('nav.unreadBadge', { count: unread })}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
