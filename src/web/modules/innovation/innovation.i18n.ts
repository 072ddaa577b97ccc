export const innovationBn = {
  innovations: 'উদ্ভাবন',
};

export const innovationEn: Record<keyof typeof innovationBn, string> = {
  innovations: 'Innovations',
};
