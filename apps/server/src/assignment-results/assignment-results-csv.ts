import { stringify } from 'csv-stringify/sync';
import type { Locale } from '../platform/locales.ts';
import type { AssignmentResult, ResultStatus } from './assignment-results.service.ts';

type Labels = {
  columns: [string, string, string, string, string, string, string, string, string, string];
  status: Record<ResultStatus, string>;
};

const LABELS: Record<Locale, Labels> = {
  en: {
    columns: [
      'Student',
      'E-mail',
      'Scenario',
      'Status',
      'Attempts',
      'Best score',
      'Last score',
      'Minutes',
      'Help used',
      'Last activity',
    ],
    status: {
      NOT_STARTED: 'Not started',
      IN_PROGRESS: 'In progress',
      COMPLETED: 'Completed',
      PASSED: 'Passed',
    },
  },
  es: {
    columns: [
      'Estudiante',
      'Correo',
      'Escenario',
      'Estado',
      'Intentos',
      'Mejor puntuación',
      'Última puntuación',
      'Minutos',
      'Ayuda usada',
      'Última actividad',
    ],
    status: {
      NOT_STARTED: 'Sin empezar',
      IN_PROGRESS: 'En curso',
      COMPLETED: 'Completado',
      PASSED: 'Aprobado',
    },
  },
  ar: {
    columns: [
      'الطالب',
      'البريد الإلكتروني',
      'السيناريو',
      'الحالة',
      'المحاولات',
      'أفضل درجة',
      'آخر درجة',
      'الدقائق',
      'المساعدة المستخدمة',
      'آخر نشاط',
    ],
    status: {
      NOT_STARTED: 'لم يبدأ',
      IN_PROGRESS: 'قيد التنفيذ',
      COMPLETED: 'مكتمل',
      PASSED: 'ناجح',
    },
  },
  de: {
    columns: [
      'Lernende',
      'E-Mail',
      'Szenario',
      'Status',
      'Versuche',
      'Beste Punktzahl',
      'Letzte Punktzahl',
      'Minuten',
      'Genutzte Hilfe',
      'Letzte Aktivität',
    ],
    status: {
      NOT_STARTED: 'Nicht begonnen',
      IN_PROGRESS: 'In Arbeit',
      COMPLETED: 'Abgeschlossen',
      PASSED: 'Bestanden',
    },
  },
  fr: {
    columns: [
      'Élève',
      'E-mail',
      'Scénario',
      'Statut',
      'Tentatives',
      'Meilleur score',
      'Dernier score',
      'Minutes',
      'Aide utilisée',
      'Dernière activité',
    ],
    status: {
      NOT_STARTED: 'Pas commencé',
      IN_PROGRESS: 'En cours',
      COMPLETED: 'Terminé',
      PASSED: 'Réussi',
    },
  },
  'zh-Hans': {
    columns: [
      '学生',
      '电子邮箱',
      '场景',
      '状态',
      '尝试次数',
      '最高分',
      '最近得分',
      '分钟',
      '使用的帮助',
      '最近活动',
    ],
    status: { NOT_STARTED: '未开始', IN_PROGRESS: '进行中', COMPLETED: '已完成', PASSED: '已通过' },
  },
};

/** "2026-11-26 17:05" in the teacher's time zone: a form every spreadsheet reads as a date. */
function spreadsheetDate(date: Date | null, timeZone: string): string {
  if (!date) return '';
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/**
 * The results grid as CSV for spreadsheets: UTF-8 with a byte-order mark (so accents and Arabic
 * open right in Excel), a header in the teacher's language, one row per student and scenario.
 */
export function resultsCsv(
  results: readonly AssignmentResult[],
  locale: Locale,
  timeZone: string,
): string {
  const labels = LABELS[locale];
  return stringify(
    results.map((row) => [
      row.studentName,
      row.email ?? '',
      row.scenarioTitle,
      labels.status[row.status],
      row.attemptsUsed,
      row.bestScore ?? '',
      row.lastScore ?? '',
      row.minutesSpent,
      row.helpUsed,
      spreadsheetDate(row.lastActivityAt, timeZone),
    ]),
    { bom: true, header: true, columns: labels.columns, record_delimiter: 'windows' },
  );
}
