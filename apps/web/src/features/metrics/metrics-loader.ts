import { ensureAuth } from '../../lib/auth/auth-store.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { rangeInput, readMetricsParams } from './metrics-params.ts';

/** The range a metrics page asks for: its filters, in the viewer's zone and week. */
export async function metricsRangeOf(request: Request) {
  const { user } = await ensureAuth();
  const search = new URL(request.url).searchParams;
  const params = readMetricsParams(search);
  const timeZone = user?.timeZone ?? browserTimeZone();
  const range = rangeInput(params, timeZone, currentLocale(), navigator.languages);
  return { params, range, search: search.size > 0 ? `?${search.toString()}` : '' };
}
