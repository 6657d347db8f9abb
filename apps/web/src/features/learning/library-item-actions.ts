import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { paths } from '../../config/paths.ts';
import { confirm } from '../../lib/confirm.ts';
import { runMutation } from '../../lib/graphql-mutation.ts';
import { reportError } from '../../lib/report-error.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { DuplicateCurriculumDocument } from './api/duplicate-curriculum-mutation.ts';
import { DuplicateScenarioDocument } from './api/duplicate-scenario-mutation.ts';
import type { useAuthoringForm } from './use-authoring-form.ts';

/** What the create, update and duplicate mutations of a scenario or curriculum hand back. */
type Saved = Promise<readonly { id: string }[] | undefined>;

/** Copies a scenario or curriculum, says so and opens the copy; a failure is reported. */
function useDuplicateAndOpen(
  duplicate: (id: string) => Saved,
  detailHref: (id: string) => string,
  duplicatedMessage: string,
): (id: string) => Promise<void> {
  const navigate = useNavigate();
  return async (id) => {
    try {
      const [copy] = (await duplicate(id)) ?? [];
      showSnackbar(duplicatedMessage, { color: 'success' });
      if (copy) navigate(detailHref(copy.id));
    } catch (error) {
      reportError(error);
    }
  };
}

/** Copies a scenario (someone else's, or one's own as a start), then opens the copy. */
export function useDuplicateScenario(): (id: string) => Promise<void> {
  const { t } = useTranslation();
  return useDuplicateAndOpen(
    (id) => runMutation(DuplicateScenarioDocument, { id }, 'duplicateScenario'),
    paths.learning.scenario.detail.getHref,
    t('scenarios.duplicated'),
  );
}

/** Copies a curriculum (someone else's, or one's own as a start), then opens the copy. */
export function useDuplicateCurriculum(): (id: string) => Promise<void> {
  const { t } = useTranslation();
  return useDuplicateAndOpen(
    (id) => runMutation(DuplicateCurriculumDocument, { id }, 'duplicateCurriculum'),
    paths.learning.curriculum.detail.getHref,
    t('curricula.duplicated'),
  );
}

/**
 * Saves through the authoring form; then says so and opens a new item, or reloads an edited one.
 * `allowLeaving` lets the saved form's page go (useUnsavedChanges).
 */
export function useSaveAndOpen(
  submit: ReturnType<typeof useAuthoringForm>['submit'],
  detailHref: (id: string) => string,
  savedMessage: string,
  allowLeaving: () => void = () => undefined,
): (save: () => Saved, isNew: boolean) => Promise<void> {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async (save, isNew) => {
    const result = await submit(save);
    if (!result.ok) return;
    showSnackbar(savedMessage, { color: 'success' });
    const saved = result.value?.[0];
    allowLeaving();
    if (isNew && saved) navigate(detailHref(saved.id));
    else await revalidator.revalidate();
  };
}

/**
 * Asks before deleting a scenario or curriculum; once deleted, says so and goes to the list
 * (`allowLeaving`: its unsaved changes went with it).
 */
export function useConfirmAndDelete(
  remove: (id: string) => Promise<unknown>,
  texts: { title: string; message: (name: string) => string; deleted: string },
  listPath: string,
  allowLeaving: () => void = () => undefined,
): (item: { id: string; title: string }) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async (item) => {
    const confirmed = await confirm({
      title: texts.title,
      message: texts.message(item.title),
      confirmLabel: t('scenarios.delete'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove(item.id);
      showSnackbar(texts.deleted, { color: 'success' });
      allowLeaving();
      navigate(listPath);
    } catch (error) {
      reportError(error);
    }
  };
}
