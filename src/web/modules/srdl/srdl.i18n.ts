export const srdlBn = {
  srdlMgt: 'শেখ রাসেল ডিজিটাল ল্যাব ব্যবস্থাপনা',
  srdlDashboard: 'শেখ রাসেল ডিজিটাল ল্যাব ড্যাশবোর্ড',
  srdlList: 'শেখ রাসেল ডিজিটাল ল্যাবের তালিকা',
  labActivities: 'ল্যাবের কার্যক্রম',
  recommendationProgressUpdate: 'সুপারিশ বাস্তবায়নের অগ্রগতি হালনাগাদ',
  labReports: 'ল্যাব প্রতিবেদন',
  recommendationProgressReports: 'সুপারিশ বাস্তবায়নের অগ্রগতি প্রতিবেদন',
  officerVisitReports: 'কর্মকর্তাদের ল্যাব পরিদর্শন প্রতিবেদন',
  geolocationReports: 'জিওলোকেশন প্রতিবেদন',
  visitRoutes: 'পরিদর্শনের রুট',
};

export const srdlEn: Record<keyof typeof srdlBn, string> = {
  srdlMgt: 'Sheikh Russel Digital Lab management',
  srdlDashboard: 'Sheikh Russel Digital Lab dashboard',
  srdlList: 'Sheikh Russel Digital Lab list',
  labActivities: 'Lab activities',
  recommendationProgressUpdate: 'Recommendation progress update',
  labReports: 'Lab reports',
  recommendationProgressReports: 'Recommendation progress reports',
  officerVisitReports: 'Officer lab visit reports',
  geolocationReports: 'Geolocation reports',
  visitRoutes: 'Visit routes',
};
