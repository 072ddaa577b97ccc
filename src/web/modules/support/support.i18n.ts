export const supportBn = {
  support: 'সহায়তা',
  supportDetails: 'সহায়তা টিকিটের বিস্তারিত',
  adminSupports: 'সহায়তা টিকিটসমূহ',
  adminSupportDetails: 'সহায়তা টিকিট নিষ্পত্তি',
};

export const supportEn: Record<keyof typeof supportBn, string> = {
  support: 'Support',
  supportDetails: 'Support ticket details',
  adminSupports: 'Support tickets',
  adminSupportDetails: 'Resolve support ticket',
};
