import AutoStories from '@mui/icons-material/AutoStoriesOutlined';
import FactCheck from '@mui/icons-material/FactCheckOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import Home from '@mui/icons-material/HomeOutlined';
import Mic from '@mui/icons-material/MicNoneOutlined';
import Route from '@mui/icons-material/RouteOutlined';
import School from '@mui/icons-material/SchoolOutlined';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths.ts';
import type { UserType } from '../../lib/auth/current-user.ts';

export type NavItem = { to: string; label: string; icon: ReactNode; end?: boolean };

/** The main navigation for each user type. */
export function navigationFor(userType: UserType | null | undefined, t: TFunction): NavItem[] {
  if (userType === 'STUDENT') {
    return [
      { to: paths.student.home.path, label: t('nav.home'), icon: <Home />, end: true },
      {
        to: paths.activities.practiceAssignment.list.path,
        label: t('nav.practice'),
        icon: <Mic />,
      },
      { to: paths.accounts.classroom.list.path, label: t('nav.classrooms'), icon: <School /> },
    ];
  }
  if (userType === 'TEACHER') {
    return [
      { to: paths.teacher.home.path, label: t('nav.home'), icon: <Home />, end: true },
      { to: paths.accounts.classroom.list.path, label: t('nav.classrooms'), icon: <School /> },
      { to: paths.accounts.students.list.path, label: t('nav.students'), icon: <Groups /> },
      { to: paths.learning.scenario.list.path, label: t('nav.scenarios'), icon: <AutoStories /> },
      { to: paths.learning.curriculum.list.path, label: t('nav.curricula'), icon: <Route /> },
      {
        to: paths.evaluation.evaluationSetting.detail.getHref('new'),
        label: t('nav.evaluation'),
        icon: <FactCheck />,
      },
    ];
  }
  return [];
}
