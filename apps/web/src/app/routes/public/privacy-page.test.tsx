import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import PrivacyPage from './privacy-page';

const renderPrivacy = () => renderAt('/privacy', [{ path: '/privacy', element: <PrivacyPage /> }]);

describe('privacy notice', () => {
  it('names the data controller with the business’s name, address and tax id from the settings', async () => {
    stubApi({});
    renderPrivacy();
    expect(
      await screen.findByText(
        /Il titolare del trattamento è Studio Aurora, Via Roma 3, 40121 Bologna \(BO\), P\.IVA 06123450485\./,
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe('Informativa sulla privacy · Studio Aurora');
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    stubApi({});
    renderPrivacy();
    expect(
      await screen.findByText(
        /The data controller is Studio Aurora, Via Roma 3, 40121 Bologna \(BO\), VAT no\. 06123450485\./,
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe('Privacy policy · Studio Aurora');
  });
});
