export const officerBn = {
  officers: 'কর্মকর্তাদের তালিকা',
  newOfficer: 'নতুন কর্মকর্তা',
  officerPosting: 'কর্মকর্তা পদায়ন',
  serviceHistory: 'কর্মস্থলের ইতিহাস',
  serviceInfo: 'আমার চাকরির তথ্য',
  officerView: 'কর্মকর্তার বিস্তারিত',
};

export const officerEn: Record<keyof typeof officerBn, string> = {
  officers: 'Officer list',
  newOfficer: 'New officer',
  officerPosting: 'Officer posting',
  serviceHistory: 'Work history',
  serviceInfo: 'My service information',
  officerView: 'Officer details',
};
