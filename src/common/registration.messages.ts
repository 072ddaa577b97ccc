/** Messages of registration, one-time passwords, NID check and password reset (SPEC.md §5, §8). */
export const registrationMessages = {
  'otp.sent': { bn: 'আপনার মোবাইলে ওটিপি পাঠানো হয়েছে', en: 'An OTP has been sent to your mobile' },
  'otp.sendFailed': { bn: 'ওটিপি পাঠানো যায়নি, আবার চেষ্টা করুন', en: 'The OTP could not be sent, try again' },
  'otp.expired': { bn: 'ওটিপির মেয়াদ শেষ হয়েছে, নতুন ওটিপি নিন', en: 'The OTP has expired, ask for a new one' },
  'otp.wrong': {
    bn: 'ওটিপি সঠিক নয়; আর {{left}} বার চেষ্টা করা যাবে',
    en: 'The OTP is not correct; {{left}} tries left',
  },
  'otp.tooManyAttempts': {
    bn: 'অনেকবার ভুল ওটিপি দেওয়া হয়েছে, নতুন ওটিপি নিন',
    en: 'Too many wrong OTPs, ask for a new one',
  },
  'otp.tooManyResends': {
    bn: 'আর ওটিপি পাঠানো যাবে না, কিছুক্ষণ পর আবার শুরু করুন',
    en: 'No more OTPs can be sent now, start again later',
  },
  'otp.tooManyRequests': {
    bn: 'এই নম্বরে গত এক ঘণ্টায় অনেকবার ওটিপি পাঠানো হয়েছে, পরে চেষ্টা করুন',
    en: 'Too many OTPs were sent to this number in the last hour, try later',
  },
  'otp.tooManyFromAddress': {
    bn: 'এই ঠিকানা থেকে গত এক ঘণ্টায় অনেক ওটিপি চাওয়া হয়েছে, পরে চেষ্টা করুন',
    en: 'Too many OTPs were asked from this address in the last hour, try later',
  },
  'otp.resendTooSoon': {
    bn: '{{seconds}} সেকেন্ড পর আবার ওটিপি পাঠানো যাবে',
    en: 'A new OTP can be sent in {{seconds}} seconds',
  },
  'otp.alreadyVerified': { bn: 'ওটিপি ইতোমধ্যে যাচাই করা হয়েছে', en: 'The OTP is already verified' },
  'otp.notVerified': {
    bn: 'মোবাইল নম্বরটি ওটিপি দিয়ে যাচাই করুন',
    en: 'Verify the mobile number with an OTP',
  },
  'otp.verified': { bn: 'মোবাইল নম্বর যাচাই হয়েছে', en: 'Mobile number verified' },
  'nid.verified': { bn: 'জাতীয় পরিচয়পত্র যাচাই সফল হয়েছে', en: 'NID verification succeeded' },
  'nid.failed': {
    bn: 'জাতীয় পরিচয়পত্র যাচাই ব্যর্থ হয়েছে; নম্বর ও জন্ম তারিখ মিলিয়ে দেখুন',
    en: 'NID verification failed; check the number and the date of birth',
  },
  'registration.success': {
    bn: 'নিবন্ধন সফল হয়েছে; অফিস অ্যাডমিন অনুমোদন করলে আপনার ডেস্ক চালু হবে',
    en: 'Registration succeeded; your desk opens once the office admin approves it',
  },
  'registration.duplicateEmail': {
    bn: 'এই ইমেইল দিয়ে ইতোমধ্যে একটি অ্যাকাউন্ট আছে',
    en: 'An account with this email already exists',
  },
  'registration.duplicateMobile': {
    bn: 'এই মোবাইল নম্বর দিয়ে ইতোমধ্যে একটি অ্যাকাউন্ট আছে',
    en: 'An account with this mobile number already exists',
  },
  'registration.duplicateNid': {
    bn: 'এই জাতীয় পরিচয়পত্র নম্বর দিয়ে ইতোমধ্যে নিবন্ধন করা হয়েছে',
    en: 'This NID is already registered',
  },
  'registration.duplicateServiceId': {
    bn: 'এই সার্ভিস আইডি দিয়ে ইতোমধ্যে নিবন্ধন করা হয়েছে',
    en: 'This service id is already registered',
  },
  'registration.deskMismatch': {
    bn: 'নির্বাচিত পদবি এই অফিস ও শাখার নয়',
    en: 'The selected designation is not in this office and branch',
  },
  'registration.districtUnknown': {
    bn: 'নির্বাচিত জেলাটি পাওয়া যায়নি',
    en: 'The selected district was not found',
  },
  'registration.upazilaUnknown': {
    bn: 'নির্বাচিত উপজেলাটি পাওয়া যায়নি বা এই জেলার নয়',
    en: 'The selected upazila was not found or is not in this district',
  },
  'registration.alreadyDecided': {
    bn: 'এই আবেদনের সিদ্ধান্ত ইতোমধ্যে দেওয়া হয়েছে',
    en: 'This request has already been decided',
  },
  'registration.deskTaken': {
    bn: 'এই পদে বর্তমানে অন্য একজন কর্মকর্তা কর্মরত আছেন',
    en: 'Another officer holds this post now',
  },
  'registration.approved': { bn: 'আবেদন অনুমোদন করা হয়েছে', en: 'The request has been approved' },
  'registration.rejected': { bn: 'আবেদন নামঞ্জুর করা হয়েছে', en: 'The request has been rejected' },
  'auth.resetOtpSent': {
    bn: 'নম্বরটি নিবন্ধিত হলে এতে ওটিপি পাঠানো হয়েছে',
    en: 'If this number is registered, an OTP has been sent to it',
  },
  'auth.passwordResetSuccess': { bn: 'পাসওয়ার্ড পরিবর্তন সফল হয়েছে', en: 'Password changed successfully' },
  'auth.passwordResetFailed': {
    bn: 'দুঃখিত, পাসওয়ার্ড পরিবর্তন সফল হয়নি',
    en: 'Sorry, password change was not successful',
  },
  'validation.tooLong': { bn: 'লেখাটি অনেক দীর্ঘ', en: 'The text is too long' },
  'validation.officeRequired': { bn: 'অফিস আবশ্যক', en: 'Office is required' },
  'validation.branchRequired': { bn: 'শাখা আবশ্যক', en: 'Branch is required' },
  'validation.designationRequired': { bn: 'পদবি আবশ্যক', en: 'Designation is required' },
  'validation.firstJoiningDateRequired': {
    bn: 'চাকরিতে প্রথম যোগদানের তারিখ আবশ্যক',
    en: 'First joining date in service is required',
  },
  'validation.currentJoiningDateRequired': {
    bn: 'বর্তমান কর্মস্থলে যোগদানের তারিখ আবশ্যক',
    en: 'Current workplace joining date is required',
  },
  'validation.joiningDatesOrder': {
    bn: 'বর্তমান কর্মস্থলে যোগদান চাকরিতে প্রথম যোগদানের আগে হতে পারে না',
    en: 'Joining the current workplace cannot come before first joining the service',
  },
  'validation.dateInvalid': { bn: 'সঠিক তারিখ দিন', en: 'Enter a valid date' },
  'validation.dateInFuture': { bn: 'তারিখটি ভবিষ্যতের হতে পারে না', en: 'The date cannot be in the future' },
  'validation.termsRequired': {
    bn: 'ব্যবহারের শর্তাবলিতে সম্মতি দিতে হবে',
    en: 'You must agree to the terms of use',
  },
  'validation.childGenderRequired': { bn: 'সন্তানের লিঙ্গ নির্বাচন করুন', en: "Select the child's gender" },
  'validation.childNameRequired': { bn: 'সন্তানের নাম আবশ্যক', en: "The child's name is required" },
  'validation.spouseNameRequired': { bn: 'স্বামী/স্ত্রীর নাম আবশ্যক', en: "The spouse's name is required" },
  'validation.nameBnRequired': { bn: 'বাংলায় নাম আবশ্যক', en: 'Name in Bangla is required' },
  'validation.nameEnRequired': { bn: 'ইংরেজিতে নাম আবশ্যক', en: 'Name in English is required' },
  'validation.genderRequired': { bn: 'লিঙ্গ নির্বাচন করুন', en: 'Select the gender' },
} as const;
