// The council's contact details as the footer and the contact page show them, from the first
// active general setting: in the reader's language, with the links an e-mail address and phone
// numbers open.
import type { GeneralSetting } from '../api/public';
import { pick, type Language } from '../i18n';
import { localDigits } from '../shared/format';

/** Where the map points while the settings name no address. */
const MAP_QUERY = 'Odisha State Higher Education Council, Bhubaneswar, Odisha';

/** A `tel:` link: the number's digits and its leading +, nothing else. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

export interface ContactDetails {
  /** The postal address, or empty. */
  address: string;
  /** The e-mail address, or empty. */
  email: string;
  /** The phone number as shown (Odia digits in Odia), or empty; `phoneHref` dials it. */
  phone: string;
  phoneHref: string;
  /** The office's phone as shown, or empty; `officeHref` dials it. */
  office: string;
  officeHref: string;
  /** What the map looks up. */
  mapQuery: string;
}

export function contactDetails(setting: GeneralSetting | undefined, language: Language): ContactDetails {
  const office = setting?.officePhone?.trim() ?? '';
  return {
    address: setting ? pick(language, setting.locations, setting.locationsOd) : '',
    email: setting?.emailIds?.trim() ?? '',
    phone: setting ? pick(language, setting.mobile, setting.mobileOd) || localDigits(setting.mobile, language) : '',
    phoneHref: setting ? telHref(setting.mobile) : '',
    office: office && localDigits(office, language),
    officeHref: telHref(office),
    mapQuery: setting?.locations?.trim() || MAP_QUERY,
  };
}
