/** user-manual: how training works here, step by step, for each kind of user. */
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const STEPS = {
  bn: [
    'সকল কর্মকর্তা: "প্রশিক্ষণের জন্য আবেদন" পাতায় আবেদন চলছে এমন ব্যাচ দেখে আবেদন করুন; "আমার প্রশিক্ষণ" পাতায় আবেদন, মনোনয়ন, হাজিরা, সনদ ও মতামত দেখুন।',
    'প্রশিক্ষণ অ্যাডমিন: নতুন ব্যাচে বিষয়, স্থান, তারিখ, আসন, প্রশিক্ষক ও অফিসভিত্তিক কোটা দিন। মনোনয়ন পাতায় অফিস বেছে কর্মকর্তাদের মনোনয়ন দিন; কোটা পূর্ণ হলে আর মনোনয়ন নেওয়া হয় না। মনোনয়ন স্মারক প্রিন্ট করুন।',
    'আবেদনকারী পাতায় যোগ্যদের সংক্ষিপ্ত তালিকায় নিন (ক্রম ও কারণসহ), অন্যদের অপেক্ষমাণ রাখুন বা বাতিল করুন; সংক্ষিপ্ত তালিকা থেকে আসন থাকা পর্যন্ত চূড়ান্ত করুন।',
    'চূড়ান্ত প্রশিক্ষণার্থী পাতায় দিনভিত্তিক হাজিরা নিন ও হাজিরা শিট প্রিন্ট করুন; ব্যাচ সম্পন্ন ঘোষণা করলে উপস্থিত প্রশিক্ষণার্থীরা সনদ পান এবং প্রোফাইলের প্রশিক্ষণ ট্যাবে তা দেখা যায়।',
    'স্কুল অ্যাকাউন্ট: এক্সেল টেমপ্লেটে শিক্ষার্থী ইমপোর্ট বা তৈরি করুন, নিজের ব্যাচ তৈরি করে শিক্ষার্থী নির্বাচন করুন এবং চূড়ান্ত তালিকা তৈরি করুন।',
  ],
  en: [
    'Every officer: apply to a batch that is taking applications under "Apply for training"; follow applications, nominations, attendance, certificates and feedback under "My trainings".',
    'Training admins: a new batch has a title, venue, dates, seats, trainers and a quota per office. Nominate officers of an office on the nomination screen; a full quota takes no more. Print the nomination memo.',
    'On the applicants screen shortlist the suitable ones (with rank and reason), waitlist or reject the others, and finalise from the shortlist while seats last.',
    'On the final trainee list take attendance by day and print the sheet; completing the batch gives those who attended a certificate, which their profile’s trainings tab shows.',
    'School accounts: import or create students, make a batch of your own, select students into it and finalise the list.',
  ],
};

export default function UserManualPage() {
  const { t, i18n } = useTranslation('training-internal');
  const steps = STEPS[i18n.language === 'en' ? 'en' : 'bn'];
  return (
    <Card title={t('userManual')}>
      <ol>
        {steps.map((step) => (
          <li key={step}>
            <Typography.Paragraph>{step}</Typography.Paragraph>
          </li>
        ))}
      </ol>
    </Card>
  );
}
