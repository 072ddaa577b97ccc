/** The printable Bangla certificate of a completed trainee (print helper, SPEC.md §2). */
import type { Certificate } from '../../../../common/contracts/training.contract';
import { toBanglaDigits } from '../../../../common/digits';
import { formatLongDate } from '../../../lib/format';

export function CertificatePrint({ certificate }: { certificate: Certificate }) {
  const { person, batch } = certificate;
  const dates = `${toBanglaDigits(batch.startDate)} থেকে ${toBanglaDigits(batch.endDate)}`;
  return (
    <div
      id={`certificate-${certificate.traineeId}`}
      lang="bn"
      style={{
        border: '6px double #006a4e',
        padding: 32,
        textAlign: 'center',
        background: '#fff',
        color: '#1f1f1f',
      }}
    >
      <p style={{ margin: 0 }}>গণপ্রজাতন্ত্রী বাংলাদেশ সরকার</p>
      <p style={{ margin: 0 }}>{batch.provider.nameBn}</p>
      <h2 style={{ color: '#006a4e', margin: '16px 0' }}>প্রশিক্ষণ সনদ</h2>
      <p style={{ textAlign: 'end' }}>সনদ নং: {toBanglaDigits(certificate.certificateNo)}</p>
      <p style={{ fontSize: 17, lineHeight: 2 }}>
        এই মর্মে প্রত্যয়ন করা যাচ্ছে যে, <strong>{person.nameBn}</strong>
        {person.designation ? `, ${person.designation}` : ''}
        {person.office ? `, ${person.office.nameBn}` : ''} "{batch.title.nameBn}" শীর্ষক প্রশিক্ষণ (
        {batch.nameBn}, {dates}, {batch.venue}) সফলভাবে সম্পন্ন করেছেন। প্রশিক্ষণে তাঁর উপস্থিতি{' '}
        {toBanglaDigits(certificate.daysPresent)} দিন।
      </p>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 48 }}>
        <span>তারিখ: {formatLongDate(new Date(certificate.completedAt), 'bn')}</span>
        <span style={{ borderTop: '1px solid #1f1f1f', paddingTop: 4 }}>কোর্স পরিচালক</span>
      </div>
    </div>
  );
}
