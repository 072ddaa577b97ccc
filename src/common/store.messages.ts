/** Messages of the store (স্টোর): products, goods received, requisitions, stock and fixed assets. */
export const storeMessages = {
  'validation.store.nameRequired': { bn: 'নাম লিখুন', en: 'Write the name' },
  'validation.store.categoryRequired': { bn: 'ক্যাটাগরি নির্বাচন করুন', en: 'Choose the category' },
  'validation.store.unitRequired': { bn: 'একক নির্বাচন করুন', en: 'Choose the unit' },
  'validation.store.productRequired': { bn: 'পণ্য নির্বাচন করুন', en: 'Choose the product' },
  'validation.store.quantityInvalid': {
    bn: 'পরিমাণ ১ থেকে ১০,০০,০০০ এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে',
    en: 'The quantity must be a whole number from 1 to 1,000,000',
  },
  'validation.store.linesRequired': { bn: 'অন্তত একটি পণ্য যোগ করুন', en: 'Add at least one product' },
  'validation.store.duplicateProduct': {
    bn: 'একই পণ্য দুইবার যোগ করা যাবে না',
    en: 'The same product cannot be added twice',
  },
  'validation.store.supplierRequired': { bn: 'সরবরাহকারীর নাম লিখুন', en: 'Write the supplier' },
  'validation.store.memoRequired': { bn: 'মেমো নম্বর লিখুন', en: 'Write the memo number' },
  'validation.store.purposeRequired': { bn: 'চাহিদার উদ্দেশ্য লিখুন', en: 'Write what the goods are for' },
  'validation.store.reasonRequired': { bn: 'নামঞ্জুরের কারণ লিখুন', en: 'Write the reason for refusing' },
  'validation.store.deskRequired': { bn: 'ডেস্ক নির্বাচন করুন', en: 'Choose the desk' },
  'validation.store.tagRequired': { bn: 'ট্যাগ নম্বর লিখুন', en: 'Write the tag number' },
  'validation.store.conditionRequired': { bn: 'অবস্থা নির্বাচন করুন', en: 'Choose the condition' },
  'validation.store.valueInvalid': {
    bn: 'মূল্য টাকায় লিখুন (যেমন 45000.50)',
    en: 'Write the value in taka (e.g. 45000.50)',
  },
  'validation.store.adjustReasonRequired': { bn: 'সমন্বয়ের কারণ নির্বাচন করুন', en: 'Choose the reason' },
  'validation.store.adjustQuantityInvalid': {
    bn: 'পরিবর্তন শূন্য ছাড়া -১০,০০,০০০ থেকে ১০,০০,০০০ এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে',
    en: 'The change must be a whole number from -1,000,000 to 1,000,000, not zero',
  },
  'validation.store.adjustOutOnly': {
    bn: 'নষ্ট, মেয়াদোত্তীর্ণ বা হারানো মালামাল কেবল মজুদ কমায়',
    en: 'Damaged, expired or lost goods only reduce the stock',
  },
  'validation.store.adjustNoteRequired': { bn: 'কারণটি মন্তব্যে লিখুন', en: 'Write the reason in the note' },
  'store.insufficientStock': {
    bn: 'মজুদ পর্যাপ্ত নয়: {{name}} আছে {{stock}}, চাওয়া হয়েছে {{quantity}}',
    en: 'Not enough stock: {{name}} has {{stock}}, {{quantity}} asked for',
  },
  'store.notStoreOfficer': {
    bn: 'এই কাজটি অফিসের স্টোর কর্মকর্তা করেন',
    en: 'The office’s store officer does this',
  },
  'store.ownRequisition': {
    bn: 'নিজের চাহিদাপত্র নিজে অনুমোদন করা যায় না',
    en: 'A requisition cannot be approved by its own desk',
  },
  'store.duplicateName': { bn: 'এই নামে আগেই আছে', en: 'This name exists already' },
  'store.duplicateTag': { bn: 'এই ট্যাগ নম্বর আগেই আছে', en: 'This tag number exists already' },
  'store.categoryInUse': {
    bn: 'এই ক্যাটাগরিতে পণ্য আছে, তাই মুছে ফেলা যাবে না',
    en: 'The category has products, so it cannot be deleted',
  },
  'store.unknownProduct': {
    bn: 'পণ্যটি এই অফিসের স্টোরে নেই',
    en: 'The product is not in this office’s store',
  },
} as const;
