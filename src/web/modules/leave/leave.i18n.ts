export const leaveBn = {
  leaveApplications: 'ছুটির আবেদন',
  leaveApprovals: 'ছুটি অনুমোদন',
  leaveBalance: 'ছুটির স্থিতি',
  leaveHistory: 'ছুটির ইতিহাস',
  leaveApprovers: 'ছুটি অনুমোদনকারী',
};

export const leaveEn: Record<keyof typeof leaveBn, string> = {
  leaveApplications: 'Leave applications',
  leaveApprovals: 'Leave approvals',
  leaveBalance: 'Leave balance',
  leaveHistory: 'Leave history',
  leaveApprovers: 'Leave approvers',
};
