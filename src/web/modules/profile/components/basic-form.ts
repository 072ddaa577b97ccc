/**
 * Between the basic tab's plain form and its contract: the form's values (dates as the browser's
 * date field holds them, yyyy-mm-dd), the values of a saved profile, and the body sent. The
 * contract's checks are in basic-rules.ts, downloaded when the officer first enters the form.
 */
import type { ProfileBasic } from '../../../../common/contracts/profile-sections.contract';
import type { FamilyValues } from '../../registration/components/family-lists';

export interface BasicFormValues extends FamilyValues {
  nameBn: string;
  nameEn: string;
  fatherNameBn: string;
  fatherNameEn: string;
  motherNameBn: string;
  motherNameEn: string;
  gender: string;
  dateOfBirth: string;
  religion: string;
  permanentAddress: string;
  sameAddress: boolean;
  presentAddress: string;
  postOffice: string;
  postCode: string;
  preferredDistrictId: number | null;
  preferredUpazilaId: number | null;
}

export const EMPTY_BASIC: BasicFormValues = {
  nameBn: '',
  nameEn: '',
  fatherNameBn: '',
  fatherNameEn: '',
  motherNameBn: '',
  motherNameEn: '',
  gender: '',
  dateOfBirth: '',
  religion: '',
  permanentAddress: '',
  sameAddress: false,
  presentAddress: '',
  postOffice: '',
  postCode: '',
  preferredDistrictId: null,
  preferredUpazilaId: null,
  spouses: [],
  kids: [],
};

/** Blank is 'not given'; the contract reads an empty gender or date as missing. */
const given = (value: string | undefined) => value || undefined;

export const loadBasicRules = () => import('./basic-rules');

export function basicBodyOf(values: Partial<BasicFormValues>): Record<string, unknown> {
  return {
    ...values,
    gender: given(values.gender),
    dateOfBirth: values.dateOfBirth ?? '',
    preferredDistrictId: values.preferredDistrictId ?? undefined,
    preferredUpazilaId: values.preferredUpazilaId ?? undefined,
    spouses: (values.spouses ?? []).map((spouse) => ({
      name: spouse.name ?? '',
      occupation: given(spouse.occupation),
    })),
    kids: (values.kids ?? []).map((kid) => ({
      name: kid.name ?? '',
      gender: given(kid.gender),
      dateOfBirth: given(kid.dateOfBirth),
    })),
  };
}

export function basicValuesOf(basic: ProfileBasic): BasicFormValues {
  return {
    nameBn: basic.nameBn,
    nameEn: basic.nameEn,
    fatherNameBn: basic.fatherNameBn ?? '',
    fatherNameEn: basic.fatherNameEn ?? '',
    motherNameBn: basic.motherNameBn ?? '',
    motherNameEn: basic.motherNameEn ?? '',
    gender: basic.gender ?? '',
    dateOfBirth: basic.dateOfBirth ?? '',
    religion: basic.religion ?? '',
    permanentAddress: basic.permanentAddress ?? '',
    sameAddress: Boolean(basic.permanentAddress) && basic.permanentAddress === basic.presentAddress,
    presentAddress: basic.presentAddress ?? '',
    postOffice: basic.postOffice ?? '',
    postCode: basic.postCode ?? '',
    preferredDistrictId: basic.preferredDistrict?.id ?? null,
    preferredUpazilaId: basic.preferredUpazila?.id ?? null,
    spouses: basic.spouses.map((spouse) => ({ name: spouse.name, occupation: spouse.occupation ?? '' })),
    kids: basic.kids.map((kid) => ({
      name: kid.name,
      gender: kid.gender,
      dateOfBirth: kid.dateOfBirth ?? '',
    })),
  };
}
