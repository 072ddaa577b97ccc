export const projectBn = {
  projectMgt: 'প্রকল্প ব্যবস্থাপনা',
  projectDashboard: 'প্রকল্প ড্যাশবোর্ড',
  projectList: 'প্রকল্পের তালিকা',
  projectSites: 'প্রকল্পের সাইট',
};

export const projectEn: Record<keyof typeof projectBn, string> = {
  projectMgt: 'Project management',
  projectDashboard: 'Project dashboard',
  projectList: 'Project list',
  projectSites: 'Project sites',
};
