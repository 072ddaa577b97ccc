/**
 * The freelancer and trainer views of the profile (SPEC.md §2 /profile/freelancer-view,
 * /profile/trainer-view) read the officer's record in the freelancer and training modules. Until
 * one of those registers the officer there is no record, and the view says so and what to do.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../components/panel';
import { ProfileProgressCard } from './profile-progress';

export function RecordEmptyState({ messageKey }: { messageKey: 'freelancerEmpty' | 'trainerEmpty' }) {
  const { t } = useTranslation('profile');
  return (
    <>
      <ProfileProgressCard />
      <Panel>
        <div className="record-empty">
          <p>{t(messageKey)}</p>
          <p className="text-secondary">{t('emptyNext')}</p>
          <div className="panel-actions">
            <Link to="/profile/skills" className="action-button">
              {t('skills')}
            </Link>
            <Link to="/profile/trainings" className="action-button">
              {t('trainings')}
            </Link>
          </div>
        </div>
      </Panel>
    </>
  );
}
