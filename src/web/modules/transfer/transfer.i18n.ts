export const transferBn = {
  transferApplications: 'আমার বদলির আবেদন',
  transferApprovals: 'বদলি অনুমোদন',
  transferPlanner: 'বদলি পরিকল্পনা',
};

export const transferEn: Record<keyof typeof transferBn, string> = {
  transferApplications: 'My transfer applications',
  transferApprovals: 'Transfer approvals',
  transferPlanner: 'Transfer planner',
};
