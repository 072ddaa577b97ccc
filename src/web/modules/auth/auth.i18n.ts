export const authBn = {
  login: 'লগইন',
  signInTitle: 'আপনার অ্যাকাউন্টে লগইন করুন',
  loginId: 'ইমেইল অথবা মোবাইল নম্বর',
  loginIdPlaceholder: 'example@domain.gov.bd অথবা ০১XXXXXXXXX',
  password: 'পাসওয়ার্ড',
  captcha: 'ক্যাপচা',
  captchaAnswer: 'ছবির অক্ষরগুলো লিখুন',
  captchaReload: 'নতুন ক্যাপচা',
  signIn: 'লগইন',
  forgotPassword: 'পাসওয়ার্ড ভুলে গেছেন?',
  register: 'নতুন নিবন্ধন',
};

export const authEn: Record<keyof typeof authBn, string> = {
  login: 'Login',
  signInTitle: 'Sign in to your account',
  loginId: 'Email or mobile number',
  loginIdPlaceholder: 'example@domain.gov.bd or 01XXXXXXXXX',
  password: 'Password',
  captcha: 'Captcha',
  captchaAnswer: 'Type the characters in the picture',
  captchaReload: 'New captcha',
  signIn: 'Sign in',
  forgotPassword: 'Forgot password?',
  register: 'New registration',
};
