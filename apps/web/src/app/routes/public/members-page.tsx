import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../../components/content/coming-soon';
import { MemberCard } from '../../../components/content/member-card';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useDeleteMember } from '../../../features/members/api/delete-member';
import { useMembers } from '../../../features/members/api/get-members';
import { FounderBio } from '../../../features/members/components/founder-bio';
import { MemberToolbar, useMemberFilters } from '../../../features/members/components/member-toolbar';
import { filterMembers } from '../../../features/members/member-search';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/content.css';
import { membersQuery } from '../../../features/members/api/get-members';
import type { PagePrefetch } from '../../../lib/page-data';
import { territoriesQuery } from '../../../lib/queries/territories';

export const prefetch: PagePrefetch = () => [membersQuery, territoriesQuery];

export default function MembersPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('members.bio.eyebrow'));
  const members = useMembers();
  const filters = useMemberFilters();
  const deleteMember = useDeleteMember();
  const filtering = Boolean(filters.q.trim() || filters.territory.trim());

  function list() {
    if (members.isPending) return <Loading label={t('members.loading')} />;
    if (members.isError)
      return (
        <div className="content-state">
          <Alert tone="error">{t('members.error')}</Alert>
          <button type="button" className="button button-secondary" onClick={() => void members.refetch()}>
            {t('members.retry')}
          </button>
        </div>
      );
    const shown = filterMembers(members.data.members, filters);
    if (shown.length === 0)
      return filtering ? (
        <div className="content-state">
          <p>{t('members.noResults')}</p>
          <Link className="button button-secondary" to="/chisono">
            {t('members.showAll')}
          </Link>
        </div>
      ) : (
        <ComingSoon text={t('members.empty')} />
      );
    return (
      <ul className="card-grid card-grid--members" aria-label={t('members.listLabel')}>
        {shown.map((member) => (
          <li key={member.idMember}>
            <MemberCard
              member={member}
              headingLevel={3}
              onDelete={async () => {
                await deleteMember.mutateAsync({ member });
              }}
              onDeleteAnyway={async () => {
                await deleteMember.mutateAsync({ member, confirm: true });
              }}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="page container content-page">
      <FounderBio />
      <section className="members-section" aria-labelledby="members-title">
        <header className="content-intro">
          <h2 id="members-title">{t('members.title')}</h2>
          <p className="lead">{t('members.intro')}</p>
        </header>
        <MemberToolbar />
        {list()}
      </section>
    </div>
  );
}
