/**
 * Step 1: the post applied for, through the office selector cascade down to a vacant designation.
 * The contract's placementIssues decides what is missing (office, branch, designation); each message
 * shows under its own list, and only that list turns red.
 */
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlacementField, placementIssues } from '../../../../common/contracts/registration.contract';
import { useOptions } from '../../../components/office-selector/office-options.api';
import {
  type OfficeSelection,
  OfficeSelector,
  type SelectorLevel,
} from '../../../components/office-selector/office-selector';

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

/** Messages per contract field, e.g. the server's answer after submitting. */
export type PlacementErrors = Partial<Record<PlacementField, string>>;

export function DesignationStep({ serverErrors = {} }: { serverErrors?: PlacementErrors }) {
  const { t } = useTranslation('registration');
  const form = Form.useFormInstance();
  const selection = Form.useWatch('placement', form) as OfficeSelection | undefined;
  const officeId = selection?.officeId ?? null;
  const branches = useOptions(
    'sections',
    { officeId: officeId ?? undefined, pageSize: 1 },
    Boolean(officeId),
  );
  const officeHasBranches = (branches.data?.total ?? 0) > 0;
  const [errors, setErrors] = useState<PlacementErrors>({});

  const shown: Partial<Record<SelectorLevel, string>> = {};
  for (const [field, message] of Object.entries({ ...serverErrors, ...errors })) {
    if (message) shown[LEVEL_OF[field as PlacementField]] = message;
  }

  return (
    // noStyle with no status of its own: the messages are placed per list by the selector.
    <Form.Item
      name="placement"
      noStyle
      validateStatus=""
      rules={[
        {
          validator: async (_, value: OfficeSelection | undefined) => {
            const issues = placementIssues(placementFields(value), {
              officeHasBranches,
              // A chosen post carries its branch (the selector fills it), so none means it has none.
              postBranchId: value?.deskId ? (value.sectionId ?? null) : undefined,
            });
            const found: PlacementErrors = {};
            for (const issue of issues) found[issue.field] ??= t(`messages:${issue.message}`);
            setErrors(found);
            if (issues.length > 0) throw new Error(Object.values(found).join(' '));
          },
        },
      ]}
    >
      <OfficeSelector
        vacantOnly
        required={officeHasBranches ? ['office', 'section', 'post'] : ['office', 'post']}
        idPrefix="registration"
        columns={2}
        errors={shown}
      />
    </Form.Item>
  );
}
