/**
 * /allselect: the whole office selector on its own page (SPEC.md does not show it), so anyone can
 * find an office, its branches and posts; the choice carries into the registration form.
 */
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { type OfficeSelection, OfficeSelector } from '../../../components/office-selector/office-selector';
import { Panel } from '../../../components/panel';
import { saveState } from '../../../lib/saved-state';

export default function AllSelectPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [selection, setSelection] = useState<OfficeSelection>({});

  const startWithSelection = async () => {
    await saveState('registration', { step: 0, values: { placement: selection } });
    navigate('/signup-steps');
  };

  return (
    <div className="public-page">
      <Panel className="signup-card" title={t('allSelect')} extra={<LanguageSwitch />}>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <OfficeSelector value={selection} onChange={setSelection} idPrefix="allselect" columns={2} />
          <Space wrap>
            <Button type="primary" onClick={startWithSelection}>
              {t('startRegistration')}
            </Button>
            <Link to="/login">{t('haveAccount')}</Link>
          </Space>
        </Space>
      </Panel>
    </div>
  );
}
