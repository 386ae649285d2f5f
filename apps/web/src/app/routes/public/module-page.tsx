import { useTranslation } from 'react-i18next';
import { ModuleForm } from '../../../features/contact/components/module-form';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/forms.css';

export default function ModulePage() {
  const { t } = useTranslation('forms');
  usePageTitle(t('module.title'));
  return (
    <section className="page container module-page">
      <header className="forms-page-header">
        <p className="eyebrow">{t('module.eyebrow')}</p>
        <h1>{t('module.title')}</h1>
        <p className="lead">{t('module.lead')}</p>
      </header>
      <div className="card module-page__card">
        <ModuleForm />
      </div>
    </section>
  );
}
