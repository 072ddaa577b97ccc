export const homeBn = {
  home: 'হোম',
  welcome: 'স্বাগতম, {{name}}',
  noOffice: 'দুঃখিত, আপনার কোনো অফিস নেই',
  underConstruction: 'হোম পেজটি নির্মাণাধীন, শীঘ্রই আসছে',
};

export const homeEn: Record<keyof typeof homeBn, string> = {
  home: 'Home',
  welcome: 'Welcome, {{name}}',
  noOffice: 'Sorry, you have no office',
  underConstruction: 'The home page is under construction, coming soon',
};
