/**
 * The freelancer and trainer views of the profile (SPEC.md §2 /profile/freelancer-view,
 * /profile/trainer-view) read the officer's record in the freelancer and training modules. Until
 * one of those registers the officer there is no record, and the view says so and what to do.
 */
import { Button, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Panel } from '../../../components/panel';
import { ProfileProgressCard } from './profile-progress';

export function RecordEmptyState({ messageKey }: { messageKey: 'freelancerEmpty' | 'trainerEmpty' }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  return (
    <>
      <ProfileProgressCard />
      <Panel>
        <Empty
          description={
            <Typography.Paragraph style={{ maxWidth: 560, margin: '0 auto' }}>
              {t(messageKey)}
            </Typography.Paragraph>
          }
        >
          <Typography.Paragraph type="secondary">{t('emptyNext')}</Typography.Paragraph>
          <Flex wrap gap={8} justify="center">
            <Button onClick={() => navigate('/profile/skills')}>{t('skills')}</Button>
            <Button onClick={() => navigate('/profile/trainings')}>{t('trainings')}</Button>
          </Flex>
        </Empty>
      </Panel>
    </>
  );
}
