import { useTranslation } from 'react-i18next';
import { AccountBackLink, AccountPage } from '../../../features/accounts/components/account-page';
import { ReviewForm } from '../../../features/reviews/components/review-form';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/accounts.css';
import '../../../styles/home.css';

/** /review (login required): a customer leaves a review that the home shows among the others. */
export default function ReviewPage() {
  const { t } = useTranslation('home');
  usePageTitle(t('review.title'));
  return (
    <AccountPage title={t('review.title')} lead={t('review.lead')} wide>
      <ReviewForm />
      <AccountBackLink to="/" label={t('review.backHome')} />
    </AccountPage>
  );
}
