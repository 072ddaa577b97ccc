export const profileBn = {
  profile: 'প্রোফাইল',
  basic: 'মৌলিক তথ্য',
  freelancerView: 'ফ্রিল্যান্সার প্রোফাইল',
  trainerView: 'প্রশিক্ষক প্রোফাইল',
  education: 'শিক্ষাগত যোগ্যতা',
  trainings: 'প্রশিক্ষণ',
  skills: 'দক্ষতা',
  researches: 'গবেষণা',
  desirePostings: 'কাঙ্ক্ষিত পদায়ন',
  workHistory: 'কর্মস্থলের ইতিহাস',
  portfolio: 'পোর্টফোলিও',
  profilePhoto: 'প্রোফাইল ছবি',
};

export const profileEn: Record<keyof typeof profileBn, string> = {
  profile: 'Profile',
  basic: 'Basic information',
  freelancerView: 'Freelancer profile',
  trainerView: 'Trainer profile',
  education: 'Education',
  trainings: 'Trainings',
  skills: 'Skills',
  researches: 'Research',
  desirePostings: 'Desired postings',
  workHistory: 'Work history',
  portfolio: 'Portfolio',
  profilePhoto: 'Profile photo',
};
