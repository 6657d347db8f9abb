import type { TFunction } from 'i18next';
import type { AssignProblem } from './assign-form.ts';

/** Each message is a literal key so the extractor finds it. */
export function assignProblemText(t: TFunction, problem: AssignProblem): string {
  switch (problem) {
    case 'titleRequired':
      return t('assign.errors.titleRequired');
    case 'targetRequired':
      return t('assign.errors.targetRequired');
    case 'classroomRequired':
      return t('assign.errors.classroomRequired');
    case 'studentsRequired':
      return t('assign.errors.studentsRequired');
    case 'settingRequired':
      return t('assign.errors.settingRequired');
    case 'invalidDate':
      return t('assign.errors.invalidDate');
    case 'dueBeforeStart':
      return t('assign.errors.dueBeforeStart');
    case 'studentRequired':
      return t('assign.errors.studentRequired');
    case 'extensionEmpty':
      return t('assign.errors.extensionEmpty');
  }
}
