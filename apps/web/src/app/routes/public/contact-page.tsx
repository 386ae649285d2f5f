import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../../../features/contact/components/contact-details';
import { ContactForm } from '../../../features/contact/components/contact-form';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/forms.css';

export default function ContactPage() {
  const { t } = useTranslation('forms');
  usePageTitle(t('contact.title'));
  return (
    <section className="page container contact-page">
      <header className="forms-page-header">
        <p className="eyebrow">{t('contact.eyebrow')}</p>
        <h1>{t('contact.title')}</h1>
        <p className="lead">{t('contact.lead')}</p>
      </header>
      <div className="contact-page__layout">
        <div className="card">
          <ContactForm />
        </div>
        <ContactDetails />
      </div>
    </section>
  );
}
