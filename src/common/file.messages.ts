/** Messages of uploads (the shared upload service and the upload component). */
export const fileMessages = {
  'file.required': { bn: 'একটি ফাইল নির্বাচন করুন', en: 'Choose a file' },
  'file.imageTooNarrow': {
    bn: 'ছবির প্রস্থ কমপক্ষে {{minWidth}} পিক্সেল হতে হবে; এই ছবিটি {{width}} পিক্সেল',
    en: 'The picture must be at least {{minWidth}} pixels wide; this one is {{width}}',
  },
} as const;
