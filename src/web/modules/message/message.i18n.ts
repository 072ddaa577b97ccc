export const messageBn = {
  messages: 'বার্তা',
  inbox: 'ইনবক্স',
  sentItems: 'প্রেরিত বার্তা',
  newMessage: 'নতুন বার্তা',
  archives: 'আর্কাইভ',
  myFolders: 'আমার ফোল্ডার',
  officerGroup: 'কর্মকর্তা গ্রুপ',
};

export const messageEn: Record<keyof typeof messageBn, string> = {
  messages: 'Messages',
  inbox: 'Inbox',
  sentItems: 'Sent items',
  newMessage: 'New message',
  archives: 'Archives',
  myFolders: 'My folders',
  officerGroup: 'Officer groups',
};
