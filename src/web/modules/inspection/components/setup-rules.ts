/**
 * The checks of the plain setup forms (the settings, the entry permissions, an item added to a
 * checklist) with the contract's own schemas, the ones the server applies. They download with zod
 * when the person first enters a form, not with the page.
 */
export const loadSetupRules = () =>
  import('../../../../common/contracts/inspection.contract').then((contract) => ({
    settings: contract.settingsInputSchema,
    permission: contract.permissionInputSchema,
    addItem: contract.addItemSchema,
  }));

export type SetupRules = Awaited<ReturnType<typeof loadSetupRules>>;
