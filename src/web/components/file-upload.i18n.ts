/**
 * Bangla and English strings of the upload component. It registers them when it loads, because
 * screens of many modules (profile photo, attachments) show it.
 */
export const FILE_UPLOAD_NAMESPACE = 'file-upload';

const bn = {
  choose: 'ফাইল নির্বাচন করুন',
  uploading: 'আপলোড হচ্ছে…',
  kindImage: 'ছবি (JPG, PNG, WebP, GIF)',
  kindPdf: 'PDF',
  kindOffice: 'Word, Excel, PowerPoint',
  onlyTypes: 'শুধু {{types}} ফাইল',
  maxSize: 'সর্বোচ্চ {{size}} মেগাবাইট',
  minWidth: 'প্রস্থ কমপক্ষে {{width}} পিক্সেল',
};

const en: Record<keyof typeof bn, string> = {
  choose: 'Choose a file',
  uploading: 'Uploading…',
  kindImage: 'Picture (JPG, PNG, WebP, GIF)',
  kindPdf: 'PDF',
  kindOffice: 'Word, Excel, PowerPoint',
  onlyTypes: '{{types}} files only',
  maxSize: 'at most {{size}} MB',
  minWidth: 'at least {{width}} pixels wide',
};

export const fileUploadTranslations = { bn, en };
