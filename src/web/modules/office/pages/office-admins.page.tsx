/**
 * /officeadminssetup: the office head and the office admins, chosen from the officers of the office.
 * Plain HTML: everyone of the office reads who they are; the office admin's (and the super admin's)
 * form brings the UI kit when editing starts (office-parts.tsx), as on /officeinfo.
 */
import { EditOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameOf } from '../../../../common/labels';
import { canManageOffice } from '../../../../common/permissions';
import { Fact, FactList } from '../../../components/fact-list';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { LoadingLines } from '../components/loading-lines';
import { OfficeAdminsFormPart } from '../components/office-parts';
import { useWorkingOffice, WorkingOfficeBar } from '../components/working-office';
import { useOfficeAdmins } from '../office.api';

export default function OfficeAdminsPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const subject = useSubject();
  const { officeId, setOfficeId } = useWorkingOffice();
  const admins = useOfficeAdmins(officeId);
  const [editing, setEditing] = useState(false);
  const manage = officeId !== null && canManageOffice(subject, officeId);

  return (
    <Panel
      title={t('officeAdminsSetup')}
      extra={
        manage &&
        admins.data &&
        !editing && (
          <button type="button" className="action-button" onClick={() => setEditing(true)}>
            <EditOutlined />
            {t('editOfficeAdmins')}
          </button>
        )
      }
    >
      <WorkingOfficeBar officeId={officeId} onChange={setOfficeId} />
      {!admins.data || officeId === null ? (
        admins.isLoading && <LoadingLines />
      ) : (
        <>
          {!editing && (
            <FactList data-testid="office-admins">
              <Fact label={t('officeHead')}>
                {admins.data.head ? nameOf(admins.data.head, lang) : t('notSet')}
              </Fact>
              <Fact label={t('officeAdmins')}>
                {admins.data.admins.length === 0
                  ? t('notSet')
                  : admins.data.admins.map((admin) => (
                      <Tag key={admin.userRoleId}>{nameOf(admin, lang)}</Tag>
                    ))}
              </Fact>
            </FactList>
          )}
          <OfficeAdminsFormPart
            open={editing}
            officeId={officeId}
            head={admins.data.head}
            admins={admins.data.admins}
            onClose={() => setEditing(false)}
          />
        </>
      )}
    </Panel>
  );
}
