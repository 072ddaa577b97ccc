/** Home (SPEC.md §2): a message for role 0 and role 34, otherwise the tiles the §6 rules allow. */
import { Alert, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROLE_ID_NO_OFFICE, ROLE_ID_SCHOOL_TRAINING } from '../../../../common/constants';
import { deskLabel } from '../../../../common/labels';
import { canSeeHomeTiles, homeTilePaths, subjectOfSession } from '../../../../common/permissions';
import { homeMenu } from '../../../app/home-menu';
import { visibleMenuItems } from '../../../app/layout/side-menu';
import type { MenuItem } from '../../../app/module-types';
import { useLang } from '../../../lib/use-lang';
import { useSession } from '../../../lib/use-session';
import { useMyDeskRequest } from '../home.api';
import { TILE_DETAILS } from '../home.tiles';

/** Where an officer without a desk stands: the latest desk request and its state. */
function DeskRequestStatus() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const request = useMyDeskRequest(true).data;
  if (!request || request.status === 'approved') return null;
  const desk = deskLabel(
    {
      RoleName: request.roleName,
      RoleNameEn: request.roleNameEn,
      SectionName: request.sectionName,
      SectionNameEn: request.sectionNameEn,
      OfficeName: request.officeName,
      OfficeNameEn: request.officeNameEn,
    },
    lang,
  );
  return (
    <Alert
      style={{ marginTop: 12 }}
      type={request.status === 'pending' ? 'info' : 'error'}
      showIcon
      title={t(request.status === 'pending' ? 'requestPending' : 'requestRejected', { desk })}
      data-testid="desk-request-status"
    />
  );
}

/**
 * An office whose tiles are all hidden (office 861, SPEC.md §6) is told so, with what its menu
 * offers, each entry a link: home is never a blank page.
 */
const leavesOf = (item: MenuItem): MenuItem[] => (item.children ? item.children.flatMap(leavesOf) : [item]);

function WhatTheMenuOffers() {
  const { t } = useTranslation('home');
  const items = visibleMenuItems(homeMenu.items, subjectOfSession(useSession()));
  return (
    <Card data-testid="menu-offers">
      <Typography.Paragraph>{t('officeCanDo')}</Typography.Paragraph>
      <ul className="menu-offers">
        {items.map((item) => (
          <li key={item.key}>
            {item.path ? (
              <Link to={item.path}>{t(item.labelKey)}</Link>
            ) : (
              <>
                {t(item.labelKey)}:{' '}
                {leavesOf(item).map((child, index) => (
                  <span key={child.key}>
                    {index > 0 && ', '}
                    <Link to={child.path ?? '/'}>{t(child.labelKey)}</Link>
                  </span>
                ))}
              </>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

export default function HomePage() {
  const { t, i18n } = useTranslation('home');
  const session = useSession();
  const role = session.userrole[0];
  const profile = session.profile[0];
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const name = lang === 'en' ? profile?.KnownAs : profile?.KnownAsBangla;
  const tiles = homeTilePaths(subjectOfSession(session));

  return (
    <div className="home-page">
      <Typography.Title level={3} data-testid="welcome">
        {t('welcome', { name: name ?? session.user.name })}
      </Typography.Title>
      {role.RoleId !== ROLE_ID_NO_OFFICE && (
        <Typography.Paragraph type="secondary">{deskLabel(role, lang)}</Typography.Paragraph>
      )}
      {role.RoleId === ROLE_ID_NO_OFFICE && (
        <Alert type="warning" showIcon title={t('noOffice')} data-testid="home-message" />
      )}
      {role.RoleId === ROLE_ID_NO_OFFICE && <DeskRequestStatus />}
      {role.RoleId === ROLE_ID_SCHOOL_TRAINING && (
        <Alert type="info" showIcon title={t('underConstruction')} data-testid="home-message" />
      )}
      {tiles.length === 0 && canSeeHomeTiles(subjectOfSession(session)) && <WhatTheMenuOffers />}
      {tiles.length > 0 && (
        <Row gutter={[16, 16]} data-testid="home-tiles">
          {tiles.map((path) => {
            const { labelKey, icon: Icon } = TILE_DETAILS[path];
            return (
              <Col key={path} xs={12} sm={8} md={6} xl={4}>
                <Link to={path} data-testid="home-tile">
                  <Card hoverable className="home-tile">
                    <Icon />
                    <span>{t(labelKey)}</span>
                  </Card>
                </Link>
              </Col>
            );
          })}
        </Row>
      )}
    </div>
  );
}
