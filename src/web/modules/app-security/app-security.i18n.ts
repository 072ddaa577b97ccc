export const appSecurityBn = {
  appSecurity: 'সফটওয়্যার নিরাপত্তা',
  modules: 'মডিউল',
  modulePages: 'মডিউলের পেজ',
  modulePermissions: 'মডিউলের অনুমতি',
  accessRoles: 'অ্যাক্সেস রোল',
};

export const appSecurityEn: Record<keyof typeof appSecurityBn, string> = {
  appSecurity: 'Software security',
  modules: 'Modules',
  modulePages: 'Module pages',
  modulePermissions: 'Module permissions',
  accessRoles: 'Access roles',
};
