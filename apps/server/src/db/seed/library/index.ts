import { AR_MARKET } from './ar-market.ts';
import { DE_HOTEL_CHECK_IN } from './de-hotel-check-in.ts';
import { EN_JOB_INTERVIEW } from './en-job-interview.ts';
import { ES_CAFE } from './es-cafe.ts';
import { ES_PHARMACY } from './es-pharmacy.ts';
import { ES_TRAIN_TICKET } from './es-train-ticket.ts';
import { FR_DIRECTIONS } from './fr-directions.ts';
import type { LibraryScenario } from './library-types.ts';
import { ZH_CLASSMATE } from './zh-classmate.ts';
import { ZH_FAMILY } from './zh-family.ts';

export { LIBRARY_CURRICULA } from './library-curricula.ts';
export type { LibraryCurriculum, LibraryScenario } from './library-types.ts';

/** The public library's scenarios, in the order they are seeded. */
export const LIBRARY_SCENARIOS: LibraryScenario[] = [
  ES_CAFE,
  ES_TRAIN_TICKET,
  ES_PHARMACY,
  EN_JOB_INTERVIEW,
  FR_DIRECTIONS,
  DE_HOTEL_CHECK_IN,
  AR_MARKET,
  ZH_CLASSMATE,
  ZH_FAMILY,
];
