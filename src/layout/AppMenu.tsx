import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BalanceIcon from '@mui/icons-material/Balance';
import BarChartIcon from '@mui/icons-material/BarChart';
import CelebrationIcon from '@mui/icons-material/Celebration';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FlagIcon from '@mui/icons-material/Flag';
import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import ForumIcon from '@mui/icons-material/Forum';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GridViewIcon from '@mui/icons-material/GridView';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import PersonIcon from '@mui/icons-material/Person';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SettingsIcon from '@mui/icons-material/Settings';
import StarIcon from '@mui/icons-material/Star';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { ReactNode } from 'react';
import { Menu, useBasename, useCreatePath, useGetResourceLabel } from 'react-admin';
import { ROUTES } from '../resources/registry.ts';
import { STAFF_PATH } from '../admin/staffSections.ts';
import { PAGES, useAccess } from '../shell/access.ts';
import { useSession } from '../shell/sessionContext.tsx';

/** The menu's entries in order; each is shown to the roles that may open it (shell/access.ts). */
const PAGE_ITEMS: { page: string; label: string; icon: ReactNode }[] = [
  { page: PAGES.dashboard, label: 'app.menu.dashboard', icon: <DashboardIcon /> },
  { page: PAGES.review, label: 'app.menu.performance_review', icon: <AssessmentIcon /> },
  { page: PAGES.employeeDashboard, label: 'app.menu.employee_dashboard', icon: <PersonIcon /> },
  { page: PAGES.goals, label: 'app.goals.menu', icon: <FlagIcon /> },
  { page: PAGES.oneOnOnes, label: 'app.one_on_ones.menu', icon: <ForumIcon /> },
  { page: PAGES.peerFeedback, label: 'app.recognition.feedback_menu', icon: <RateReviewIcon /> },
  { page: PAGES.praise, label: 'app.recognition.praise_menu', icon: <CelebrationIcon /> },
  { page: PAGES.feedback360, label: 'app.review360.nomination.menu', icon: <ThreeSixtyIcon /> },
  { page: PAGES.managerDashboard, label: 'app.menu.manager_dashboard', icon: <GroupsIcon /> },
  { page: PAGES.analytics, label: 'app.analytics.menu', icon: <BarChartIcon /> },
  { page: PAGES.nineBox, label: 'app.calibration.menu.nine_box', icon: <GridViewIcon /> },
  { page: PAGES.calibration, label: 'app.calibration.menu.sessions', icon: <BalanceIcon /> },
  { page: PAGES.settings, label: 'app.menu.settings', icon: <SettingsIcon /> },
  { page: PAGES.templates, label: 'app.template_builder.menu', icon: <DynamicFormIcon /> },
];

const RESOURCE_ITEMS: { resource: string; icon: ReactNode }[] = [
  { resource: ROUTES.values, icon: <StarIcon /> },
  { resource: ROUTES.assessment_periods, icon: <EventNoteIcon /> },
  { resource: ROUTES.agreements, icon: <HandshakeIcon /> },
  { resource: ROUTES.hipo_skills, icon: <TrendingUpIcon /> },
];

/**
 * Side menu: the pages and settings the caller's role may open. Staff who belong to a company reach their staff
 * area here (not while acting as someone else: the menu is then that user's).
 */
export function AppMenu() {
  const basename = useBasename();
  const createPath = useCreatePath();
  const resourceLabel = useGetResourceLabel();
  const can = useAccess();
  const { user } = useSession();

  return (
    <Menu>
      {PAGE_ITEMS.filter(({ page }) => can(page)).map(({ page, label, icon }) => (
        <Menu.Item key={page} to={`${basename}/${page ? `${page}/` : ''}`} primaryText={label} leftIcon={icon} />
      ))}
      {RESOURCE_ITEMS.filter(({ resource }) => can(resource)).map(({ resource, icon }) => (
        <Menu.Item
          key={resource}
          to={createPath({ resource, type: 'list' })}
          primaryText={resourceLabel(resource, 2)}
          leftIcon={icon}
        />
      ))}
      {can(PAGES.structure) ? (
        <Menu.Item
          to={`${basename}/${PAGES.structure}/`}
          primaryText="app.structure.title"
          leftIcon={<AccountTreeIcon />}
        />
      ) : null}
      {user.is_staff ? (
        <Menu.Item to={STAFF_PATH} primaryText="app.staff.title" leftIcon={<SupportAgentIcon />} />
      ) : null}
    </Menu>
  );
}
