export const assetBn = {
  assetMgt: 'সম্পদ বিবরণী',
  assetDashboard: 'সম্পদ বিবরণী ড্যাশবোর্ড',
  assetEntry: 'সম্পদ বিবরণী দাখিল',
  draftSubmit: 'খসড়া',
  finalSubmitted: 'চূড়ান্ত দাখিলকৃত',
  approvalPending: 'অনুমোদনের অপেক্ষায়',
  reports: 'প্রতিবেদন',
  adminSettings: 'অ্যাডমিন সেটিংস',
  officeSetup: 'অফিস সেটআপ',
};

export const assetEn: Record<keyof typeof assetBn, string> = {
  assetMgt: 'Asset statement',
  assetDashboard: 'Asset statement dashboard',
  assetEntry: 'Submit asset statement',
  draftSubmit: 'Drafts',
  finalSubmitted: 'Final submitted',
  approvalPending: 'Approval pending',
  reports: 'Reports',
  adminSettings: 'Admin settings',
  officeSetup: 'Office setup',
};
