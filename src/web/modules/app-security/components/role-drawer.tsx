/**
 * One access role in full: its grants, and whom it is given to — designations (every desk of one,
 * in every office) or single desks — with giving and taking back, each confirmed.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Empty, List, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { appSecurityApi, useAccessRole, useAppSecurityMutation } from '../app-security.api';

export function RoleDrawer({ roleId, onClose }: { roleId: number | null; onClose: () => void }) {
  const { t } = useTranslation('app-security');
  const lang = useLang();
  const confirm = useConfirm();
  const role = useAccessRole(roleId);
  const assign = useAppSecurityMutation(appSecurityApi.assign);
  const unassign = useAppSecurityMutation(appSecurityApi.unassign);
  const [target, setTarget] = useState<'designation' | 'desk'>('designation');
  const [designationId, setDesignationId] = useState<number | null>(null);
  const [officeId, setOfficeId] = useState<number | null>(null);
  const [deskId, setDeskId] = useState<number | null>(null);
  const data = role.data;
  const name = data ? (lang === 'en' ? data.nameEn : data.nameBn) : '';

  const give = async () => {
    if (roleId === null) return;
    try {
      await assign.mutateAsync(
        target === 'designation'
          ? { id: roleId, roleId: designationId ?? 0 }
          : { id: roleId, deskId: deskId ?? 0 },
      );
      toast('success', t('given'));
      setDesignationId(null);
      setDeskId(null);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Drawer
      open={roleId !== null}
      onClose={onClose}
      title={name || t('details')}
      size="large"
      destroyOnHidden
    >
      {data && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('nameBn')}>{data.nameBn}</Descriptions.Item>
            <Descriptions.Item label={t('nameEn')}>{data.nameEn}</Descriptions.Item>
            {data.description && (
              <Descriptions.Item label={t('description')}>{data.description}</Descriptions.Item>
            )}
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t('grants')}</Typography.Title>
            {data.grantList.length === 0 ? (
              <Typography.Text type="secondary">{t('noGrants')}</Typography.Text>
            ) : (
              <Space wrap size={4}>
                {data.grantList.map((grant) => (
                  <Tag key={`${grant.page}|${grant.action}`} style={{ whiteSpace: 'normal' }}>
                    {grant.page}: {t(`action.${grant.action}`)}
                  </Tag>
                ))}
              </Space>
            )}
            <div style={{ marginTop: 8 }}>
              <Link to={`/app-security/module-permissions?role=${data.id}`}>{t('setPermissions')}</Link>
            </div>
          </div>
          <div>
            <Typography.Title level={5}>{t('assignments')}</Typography.Title>
            <Radio.Group
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              options={[
                { value: 'designation', label: t('giveToDesignation') },
                { value: 'desk', label: t('giveToDesk') },
              ]}
              style={{ marginBottom: 8 }}
            />
            <Space wrap style={{ width: '100%' }}>
              {target === 'designation' ? (
                <div style={{ minWidth: 260 }}>
                  <OptionSelect
                    kind="designations"
                    aria-label={t('designation')}
                    placeholder={t('designation')}
                    value={designationId}
                    onChange={(value) => setDesignationId(value)}
                  />
                </div>
              ) : (
                <>
                  <div style={{ minWidth: 260 }}>
                    <OptionSelect
                      kind="offices"
                      aria-label={t('office')}
                      placeholder={t('office')}
                      value={officeId}
                      onChange={(value) => {
                        setOfficeId(value);
                        setDeskId(null);
                      }}
                    />
                  </div>
                  <div style={{ minWidth: 260 }}>
                    <OptionSelect
                      kind="posts"
                      params={{ officeId: officeId ?? undefined }}
                      enabled={officeId !== null}
                      aria-label={t('desk')}
                      placeholder={t('desk')}
                      value={deskId}
                      onChange={(value) => setDeskId(value)}
                    />
                  </div>
                </>
              )}
              <Button
                type="primary"
                loading={assign.isPending}
                disabled={target === 'designation' ? designationId === null : deskId === null}
                onClick={give}
              >
                {t('giveTo')}
              </Button>
            </Space>
            {data.assignmentList.length === 0 ? (
              <Empty description={t('noAssignments')} />
            ) : (
              <List
                dataSource={data.assignmentList}
                renderItem={(item) => {
                  const label = lang === 'en' ? item.labelEn : item.labelBn;
                  return (
                    <List.Item
                      actions={[
                        <Button
                          key="remove"
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`${t('takeBack')} ${label}`}
                          onClick={() =>
                            confirm.remove(label, () =>
                              unassign
                                .mutateAsync({ id: data.id, assignmentId: item.id })
                                .then(() => toast('success', t('taken')))
                                .catch(showError),
                            )
                          }
                        />,
                      ]}
                    >
                      <Space orientation="vertical" size={0}>
                        <Tag color={item.target === 'designation' ? 'blue' : 'purple'}>
                          {item.target === 'designation' ? t('targetDesignation') : t('targetDesk')}
                        </Tag>
                        <Typography.Text>{label}</Typography.Text>
                      </Space>
                    </List.Item>
                  );
                }}
              />
            )}
          </div>
        </Space>
      )}
    </Drawer>
  );
}
