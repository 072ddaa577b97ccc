/**
 * The messages any screen may show, the sign-in page first: errors, sign-in, and the common checks
 * of input and of uploaded files. The browser has these from its first load; the modules' messages
 * come with the first screen that shows them (web/i18n).
 */
import { fileMessages } from './file.messages';
import { inputMessages } from './input.messages';
import type { Lang } from './messages';

export const coreMessages = {
  ...fileMessages,
  ...inputMessages,
  'error.invalidInput': {
    bn: 'প্রদত্ত তথ্য সঠিক নয়, অনুগ্রহ করে যাচাই করুন',
    en: 'The information given is not valid',
  },
  'error.unauthorized': { bn: 'অনুগ্রহ করে লগইন করুন', en: 'Please sign in' },
  'error.forbidden': { bn: 'এই কাজের অনুমতি আপনার নেই', en: 'You are not allowed to do this' },
  'error.notFound': { bn: 'তথ্য পাওয়া যায়নি', en: 'Not found' },
  'error.routeNotFound': { bn: 'অনুরোধকৃত ঠিকানাটি পাওয়া যায়নি', en: 'The requested address was not found' },
  'error.conflict': { bn: 'তথ্যটি ইতোমধ্যে বিদ্যমান', en: 'This already exists' },
  'error.stateChanged': {
    bn: 'তথ্যটি ইতোমধ্যে অন্য কেউ পরিবর্তন করেছেন; পাতাটি নতুন করে দেখুন',
    en: 'Someone else has changed this already; reload the page',
  },
  'error.duplicate': { bn: 'একই নামে তথ্য ইতোমধ্যে আছে', en: 'An entry with this name already exists' },
  'error.referenced': {
    bn: 'এই তথ্যটি অন্য কোনো কাজে ব্যবহৃত হচ্ছে; তাই মুছে ফেলা যাবে না',
    en: 'This is still used elsewhere, so it cannot be deleted',
  },
  'error.tooLarge': { bn: 'ফাইলটি অনেক বড়', en: 'The file is too large' },
  'error.rateLimited': {
    bn: 'অনেক বেশি অনুরোধ, কিছুক্ষণ পর আবার চেষ্টা করুন',
    en: 'Too many requests, try again later',
  },
  'error.internal': {
    bn: 'দুঃখিত, একটি সমস্যা হয়েছে; কিছুক্ষণ পর আবার চেষ্টা করুন',
    en: 'Sorry, something went wrong; try again later',
  },
  'error.fileType': { bn: 'ফাইলের ধরন সঠিক নয়!', en: 'File type is incorrect!' },
  'error.noData': { bn: 'কোনো তথ্য পাওয়া যায়নি', en: 'No data found' },

  'auth.loginFailed': { bn: 'আপনার প্রদত্ত তথ্য সঠিক নয়', en: 'Your information is not correct' },
  // Sign-in lands on home (SPEC.md §2 sends a signed-in user to /home), so the welcome names no other page.
  'auth.loginSuccess': { bn: 'স্বাগতম! আপনি সফলভাবে লগইন করেছেন', en: 'Welcome! You have signed in' },
  'auth.logoutSuccess': { bn: 'সফলভাবে লগআউট হয়েছে', en: 'Logged out successfully' },
  'auth.captchaWrong': {
    bn: 'ক্যাপচা সঠিক নয়; পড়া না গেলে ছবিতে ক্লিক করে নতুন ক্যাপচা নিন',
    en: 'The captcha is not correct; click the picture for a new one if it is unreadable',
  },
  'auth.captchaHint': { bn: 'পড়া না গেলে ক্যাপচায় ক্লিক করুন', en: 'Click the captcha to reload it if unreadable' },
  'auth.lockedAccount': {
    bn: 'বারবার ভুল তথ্য দেওয়ায় এই অ্যাকাউন্টে লগইন সাময়িকভাবে বন্ধ আছে; {{minutes}} মিনিট পর আবার চেষ্টা করুন',
    en: 'Sign-in to this account is paused after repeated wrong attempts; try again in {{minutes}} minutes',
  },
  'auth.lockedAddress': {
    bn: 'এই ঠিকানা থেকে বারবার ভুল চেষ্টা হওয়ায় লগইন সাময়িকভাবে বন্ধ আছে; {{minutes}} মিনিট পর আবার চেষ্টা করুন',
    en: 'Sign-in from this address is paused after repeated wrong attempts; try again in {{minutes}} minutes',
  },
  'auth.roleNotYours': { bn: 'এই ডেস্কটি আপনার নয়', en: 'This desk is not yours' },
  'auth.sessionExpired': {
    bn: 'আপনার সেশনের মেয়াদ শেষ, আবার লগইন করুন',
    en: 'Your session has expired, please sign in again',
  },

  'validation.invalid': { bn: 'সঠিক তথ্য দিন', en: 'Enter a valid value' },
  'validation.required': { bn: 'তথ্যটি আবশ্যক', en: 'This is required' },
  'validation.mobileRequired': { bn: 'মোবাইল নম্বর আবশ্যক', en: 'Mobile is required' },
  'validation.emailRequired': { bn: 'ইমেইল আবশ্যক', en: 'Email is required' },
  'validation.otpRequired': { bn: 'ওটিপি আবশ্যক', en: 'OTP is required' },
  'validation.nidRequired': { bn: 'জাতীয় পরিচয়পত্র নম্বর আবশ্যক', en: 'NID is required' },
  'validation.dobRequired': { bn: 'জন্ম তারিখ আবশ্যক', en: 'Date of birth is required' },
  'validation.passwordRequired': { bn: 'পাসওয়ার্ড আবশ্যক', en: 'Password is required' },
  'validation.loginIdRequired': { bn: 'ইমেইল অথবা মোবাইল নম্বর আবশ্যক', en: 'Email or mobile is required' },
  'validation.captchaRequired': { bn: 'ক্যাপচা আবশ্যক', en: 'Captcha is required' },
  'validation.mobileInvalid': { bn: 'সঠিক মোবাইল নম্বর প্রদান করুন', en: 'Enter a correct mobile number' },
  'validation.emailInvalid': { bn: 'সঠিক ইমেইল প্রদান করুন', en: 'Enter a correct email' },
  'validation.otpInvalid': { bn: 'ওটিপি ৬ অঙ্কের হতে হবে', en: 'OTP must be 6 digits' },
  'validation.nidInvalid': {
    bn: 'জাতীয় পরিচয়পত্র নম্বর ১০/১৩/১৭ অঙ্কের হতে হবে',
    en: 'NID must be 10/13/17 digits',
  },
  'validation.passwordWeak': { bn: 'শক্তিশালী পাসওয়ার্ড আবশ্যক', en: 'A strong password is required' },
  'validation.passwordConfirmRequired': {
    bn: 'পাসওয়ার্ড নিশ্চিতকরণ আবশ্যক',
    en: 'Password confirmation is required',
  },
  'validation.passwordConfirmMismatch': {
    bn: 'নিশ্চিতকরণ পাসওয়ার্ড সঠিক নয়',
    en: 'Confirm password is not correct',
  },
} as const satisfies Record<string, Record<Lang, string>>;
