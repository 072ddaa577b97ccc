export const reportBn = {
  reportMgt: 'প্রতিবেদন ব্যবস্থাপনা',
  reportDashboard: 'প্রতিবেদন ড্যাশবোর্ড',
  myReports: 'আমার প্রতিবেদন',
  receivedReports: 'প্রাপ্ত প্রতিবেদন',
  askedReports: 'চাহিত প্রতিবেদন',
  pendingReports: 'সকল প্রতিবেদন',
  creationPendingReports: 'প্রস্তুতের অপেক্ষায়',
  verificationPendingReports: 'যাচাইয়ের অপেক্ষায়',
  approvalPendingReports: 'অনুমোদনের অপেক্ষায়',
  sentReports: 'প্রেরিত প্রতিবেদন',
  officeWiseReports: 'অফিসভিত্তিক প্রতিবেদন',
  myReportDetails: 'প্রতিবেদনের বিস্তারিত',
};

export const reportEn: Record<keyof typeof reportBn, string> = {
  reportMgt: 'Report management',
  reportDashboard: 'Report dashboard',
  myReports: 'My reports',
  receivedReports: 'Received reports',
  askedReports: 'Requested reports',
  pendingReports: 'All reports',
  creationPendingReports: 'Awaiting creation',
  verificationPendingReports: 'Awaiting verification',
  approvalPendingReports: 'Awaiting approval',
  sentReports: 'Sent reports',
  officeWiseReports: 'Office-wise reports',
  myReportDetails: 'Report details',
};
