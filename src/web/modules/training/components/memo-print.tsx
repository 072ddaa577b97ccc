/** The printable Bangla nomination memo of one office's nominees to a batch. */
import type { NominationMemo } from '../../../../common/contracts/training.contract';
import { toBanglaDigits } from '../../../../common/digits';
import { formatLongDate } from '../../../lib/format';

const cell = { border: '1px solid #888', padding: 4 } as const;

export function MemoPrint({ memo }: { memo: NominationMemo }) {
  const { batch } = memo;
  return (
    <div
      id={`memo-${batch.id}-${memo.office.id}`}
      lang="bn"
      style={{ background: '#fff', color: '#1f1f1f', padding: 16 }}
    >
      <p style={{ textAlign: 'center', margin: 0 }}>গণপ্রজাতন্ত্রী বাংলাদেশ সরকার</p>
      <p style={{ textAlign: 'center', margin: 0 }}>{memo.office.nameBn}</p>
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', marginTop: 16 }}>
        <span>স্মারক নং: {toBanglaDigits(memo.memoNo)}</span>
        <span>তারিখ: {formatLongDate(new Date(memo.date), 'bn')}</span>
      </div>
      <p style={{ marginTop: 16 }}>
        <strong>বিষয়: প্রশিক্ষণে কর্মকর্তা মনোনয়ন।</strong>
      </p>
      <p style={{ lineHeight: 1.9 }}>
        উপর্যুক্ত বিষয়ের প্রেক্ষিতে জানানো যাচ্ছে যে, নিম্নবর্ণিত কর্মকর্তাগণকে {batch.provider.nameBn} আয়োজিত "
        {batch.title.nameBn}" প্রশিক্ষণের {batch.nameBn} ({toBanglaDigits(batch.startDate)} থেকে{' '}
        {toBanglaDigits(batch.endDate)}, {batch.venue}) এ অংশগ্রহণের জন্য মনোনয়ন প্রদান করা হলো।
        {memo.quota !== null && ` এই অফিসের কোটা ${toBanglaDigits(memo.quota)} জন।`}
      </p>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption className="visually-hidden">মনোনীত কর্মকর্তাগণ</caption>
        <thead>
          <tr>
            <th style={cell}>ক্রম</th>
            <th style={cell}>নাম</th>
            <th style={cell}>পদবি</th>
            <th style={cell}>অফিস</th>
          </tr>
        </thead>
        <tbody>
          {memo.nominees.map((person, index) => (
            <tr key={person.userId ?? index}>
              <td style={cell}>{toBanglaDigits(index + 1)}</td>
              <td style={cell}>{person.nameBn}</td>
              <td style={cell}>{person.designation ?? ''}</td>
              <td style={cell}>{person.office?.nameBn ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ textAlign: 'end', marginTop: 48 }}>অফিস প্রধান</p>
      <p>অনুলিপি: মনোনীত কর্মকর্তাগণ (জ্ঞাতার্থে ও প্রয়োজনীয় ব্যবস্থা গ্রহণের জন্য)।</p>
    </div>
  );
}
