/**
 * Step 1: the post applied for, through the office selector cascade down to a vacant designation.
 * The contract's placementIssues decides what is missing (office, branch, designation); each message
 * shows under its own list, and only that list turns red.
 */
import { useTranslation } from 'react-i18next';
import type { PlacementField } from '../../../../common/contracts/registration.contract';
import { useOptions } from '../../../components/office-selector/office-options.api';
import {
  type OfficeSelection,
  OfficeSelector,
  type SelectorLevel,
} from '../../../components/office-selector/office-selector';
import { problemText } from '../../../components/plain-fields';
import type { FormFields, Problems } from '../../../lib/use-plain-form';
import { placementPath, type RegistrationRules } from './registration-rules';

export const DESIGNATION_STEP_FIELDS = ['placement'];

/** The contract's officeId, sectionId and deskId from the selector's choice. */
export function placementFields(selection: OfficeSelection | undefined) {
  return {
    officeId: selection?.officeId ?? undefined,
    sectionId: selection?.sectionId ?? null,
    deskId: selection?.deskId ?? undefined,
  };
}

const LEVEL_OF: Record<PlacementField, SelectorLevel> = {
  officeId: 'office',
  sectionId: 'section',
  deskId: 'post',
};

/** Whether the chosen office has branches: then a branch is asked for (placementIssues). */
export function useOfficeHasBranches(selection: OfficeSelection | undefined): boolean {
  const officeId = selection?.officeId ?? null;
  const branches = useOptions(
    'sections',
    { officeId: officeId ?? undefined, pageSize: 1 },
    Boolean(officeId),
  );
  return (branches.data?.total ?? 0) > 0;
}

/** The placement's problems, each under its own list ('placement.deskId'). */
export function placementProblems(
  rules: RegistrationRules,
  selection: OfficeSelection | undefined,
  officeHasBranches: boolean,
): Problems {
  const issues = rules.placementIssues(placementFields(selection), {
    officeHasBranches,
    // A chosen post carries its branch (the selector fills it), so none means it has none.
    postBranchId: selection?.deskId ? (selection.sectionId ?? null) : undefined,
  });
  const found: Problems = {};
  for (const issue of issues) found[placementPath(issue.field)] ??= issue.message;
  return found;
}

export function DesignationStep({
  form,
  officeHasBranches,
}: {
  form: FormFields;
  officeHasBranches: boolean;
}) {
  const { t } = useTranslation('registration');
  const shown: Partial<Record<SelectorLevel, string>> = {};
  for (const [field, level] of Object.entries(LEVEL_OF)) {
    const problem = form.problems[placementPath(field as PlacementField)];
    if (problem) shown[level] = problemText(t, problem);
  }
  return (
    <OfficeSelector
      value={(form.get('placement') as OfficeSelection | undefined) ?? {}}
      onChange={(selection) => form.set('placement', selection)}
      vacantOnly
      required={officeHasBranches ? ['office', 'section', 'post'] : ['office', 'post']}
      idPrefix="registration"
      columns={2}
      errors={shown}
    />
  );
}
