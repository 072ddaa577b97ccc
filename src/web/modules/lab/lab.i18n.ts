export const labBn = {
  labMgt: 'ডিজিটাল ল্যাব ব্যবস্থাপনা',
  labDashboard: 'ল্যাব ড্যাশবোর্ড',
  labList: 'ল্যাবের তালিকা',
  newLab: 'নতুন ল্যাব',
  labEquipmentList: 'ল্যাবের সরঞ্জামের তালিকা',
  labActivities: 'ল্যাবের কার্যক্রম',
  recommendationProgressUpdate: 'সুপারিশ বাস্তবায়নের অগ্রগতি হালনাগাদ',
  labReports: 'ল্যাব প্রতিবেদন',
  geolocationLabInspectionReports: 'ল্যাব পরিদর্শনের জিওলোকেশন প্রতিবেদন',
  recommendationProgressReports: 'সুপারিশ বাস্তবায়নের অগ্রগতি প্রতিবেদন',
  officerLabVisitReports: 'কর্মকর্তাদের ল্যাব পরিদর্শন প্রতিবেদন',
  labVisitRoutes: 'ল্যাব পরিদর্শনের রুট',
};

export const labEn: Record<keyof typeof labBn, string> = {
  labMgt: 'Digital lab management',
  labDashboard: 'Lab dashboard',
  labList: 'Lab list',
  newLab: 'New lab',
  labEquipmentList: 'Lab equipment list',
  labActivities: 'Lab activities',
  recommendationProgressUpdate: 'Recommendation progress update',
  labReports: 'Lab reports',
  geolocationLabInspectionReports: 'Geolocation lab inspection reports',
  recommendationProgressReports: 'Recommendation progress reports',
  officerLabVisitReports: 'Officer lab visit reports',
  labVisitRoutes: 'Lab visit routes',
};
