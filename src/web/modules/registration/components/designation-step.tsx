/** Step 1: the post applied for, through the office selector cascade down to a vacant designation. */
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { type OfficeSelection, OfficeSelector } from '../../../components/office-selector/office-selector';

export const DESIGNATION_STEP_FIELDS = ['placement'];

/** The contract's officeId, sectionId and deskId from the selector's choice. */
export function placementFields(selection: OfficeSelection | undefined) {
  return {
    officeId: selection?.officeId ?? undefined,
    sectionId: selection?.sectionId ?? null,
    deskId: selection?.deskId ?? undefined,
  };
}

export function DesignationStep() {
  const { t } = useTranslation('registration');
  return (
    <Form.Item
      name="placement"
      rules={[
        {
          validator: async (_, selection: OfficeSelection | undefined) => {
            if (!selection?.officeId) throw new Error(t('messages:validation.officeRequired'));
            if (!selection.deskId) throw new Error(t('messages:validation.designationRequired'));
          },
        },
      ]}
    >
      <OfficeSelector vacantOnly required={['office', 'post']} idPrefix="registration" columns={2} />
    </Form.Item>
  );
}
