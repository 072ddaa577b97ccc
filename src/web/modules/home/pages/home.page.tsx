/**
 * Home (SPEC.md §2): a message for role 0 and role 34, otherwise the tiles the §6 rules allow. Plain
 * HTML and CSS: most people open it first, and it shows before the UI kit loads.
 */
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
    <p
      className={request.status === 'pending' ? 'plain-note info' : 'plain-note error'}
      data-testid="desk-request-status"
    >
      {t(request.status === 'pending' ? 'requestPending' : 'requestRejected', { desk })}
    </p>
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
    <section className="plain-card" data-testid="menu-offers">
      <p>{t('officeCanDo')}</p>
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
    </section>
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
      <h2 className="home-welcome" data-testid="welcome">
        {t('welcome', { name: name ?? session.user.name })}
      </h2>
      {role.RoleId !== ROLE_ID_NO_OFFICE && <p className="plain-muted">{deskLabel(role, lang)}</p>}
      {role.RoleId === ROLE_ID_NO_OFFICE && (
        <p className="plain-note warning" data-testid="home-message">
          {t('noOffice')}
        </p>
      )}
      {role.RoleId === ROLE_ID_NO_OFFICE && <DeskRequestStatus />}
      {role.RoleId === ROLE_ID_SCHOOL_TRAINING && (
        <p className="plain-note info" data-testid="home-message">
          {t('underConstruction')}
        </p>
      )}
      {tiles.length === 0 && canSeeHomeTiles(subjectOfSession(session)) && <WhatTheMenuOffers />}
      {tiles.length > 0 && (
        <ul className="home-tiles" data-testid="home-tiles">
          {tiles.map((path) => {
            const { labelKey, icon: Icon } = TILE_DETAILS[path];
            return (
              <li key={path}>
                <Link to={path} data-testid="home-tile" className="home-tile">
                  <Icon aria-hidden="true" />
                  <span>{t(labelKey)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
