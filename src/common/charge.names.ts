/** Names of the kinds and states of a charge, in Bangla and English, for the server's files and the screens. */
import type { ChargeKind, ChargeState } from './contracts/charge.contract';

export const CHARGE_KIND_NAMES: Record<ChargeKind, { bn: string; en: string }> = {
  current: { bn: 'চলতি দায়িত্ব', en: 'Current charge' },
  additional: { bn: 'অতিরিক্ত দায়িত্ব', en: 'Additional charge' },
};

export const CHARGE_STATE_NAMES: Record<ChargeState, { bn: string; en: string }> = {
  upcoming: { bn: 'আসন্ন', en: 'Upcoming' },
  running: { bn: 'চলমান', en: 'Running' },
  over: { bn: 'মেয়াদ শেষ', en: 'Over' },
  ended: { bn: 'আগেই সমাপ্ত', en: 'Ended early' },
  lapsed: { bn: 'পদধারী বদলি/অবমুক্ত', en: 'Holder moved' },
};
