import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssessmentIcon from '@mui/icons-material/Assessment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import StarIcon from '@mui/icons-material/Star';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { ReactNode } from 'react';
import { Menu, useBasename, useCreatePath, useGetResourceLabel } from 'react-admin';
import { ROUTES } from '../resources/registry.ts';
import { useCompany } from '../shell/session.tsx';

/**
 * Side menu. Values and agreements are read by everyone (agreements: one's own, or one's team's);
 * the other settings are for company admins only.
 */
export function AppMenu() {
  const basename = useBasename();
  const createPath = useCreatePath();
  const resourceLabel = useGetResourceLabel();
  const company = useCompany();
  const canReviewTeam = company.role === 'MANAGER' || company.is_admin;
  const resourceItem = (name: string, icon: ReactNode) => (
    <Menu.Item
      key={name}
      to={createPath({ resource: name, type: 'list' })}
      primaryText={resourceLabel(name, 2)}
      leftIcon={icon}
    />
  );

  return (
    <Menu>
      <Menu.Item to={`${basename}/`} primaryText="app.menu.dashboard" leftIcon={<DashboardIcon />} />
      <Menu.Item
        to={`${basename}/performance-review/`}
        primaryText="app.menu.performance_review"
        leftIcon={<AssessmentIcon />}
      />
      <Menu.Item
        to={`${basename}/performance-review/employee-dashboard/`}
        primaryText="app.menu.employee_dashboard"
        leftIcon={<PersonIcon />}
      />
      {canReviewTeam ? (
        <Menu.Item
          to={`${basename}/performance-review/manager-dashboard/`}
          primaryText="app.menu.manager_dashboard"
          leftIcon={<GroupsIcon />}
        />
      ) : null}
      {company.is_admin ? (
        <Menu.Item to={`${basename}/settings/`} primaryText="app.menu.settings" leftIcon={<SettingsIcon />} />
      ) : null}
      {resourceItem(ROUTES.values, <StarIcon />)}
      {company.is_admin ? resourceItem(ROUTES.assessment_periods, <EventNoteIcon />) : null}
      {resourceItem(ROUTES.agreements, <HandshakeIcon />)}
      {company.is_admin ? resourceItem(ROUTES.hipo_skills, <TrendingUpIcon />) : null}
      {company.is_admin ? (
        <Menu.Item
          to={`${basename}/settings/structure/`}
          primaryText="app.structure.title"
          leftIcon={<AccountTreeIcon />}
        />
      ) : null}
    </Menu>
  );
}
