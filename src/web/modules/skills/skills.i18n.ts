export const skillsBn = {
  userSkills: 'দক্ষতা',
};

export const skillsEn: Record<keyof typeof skillsBn, string> = {
  userSkills: 'Skills',
};
