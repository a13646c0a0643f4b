import { describe, expect, it } from 'vitest';
import type { GeneralSetting } from '../api/public';
import { contactDetails, telHref } from './contactDetails';

const setting = {
  locations: 'Bhubaneswar',
  locationsOd: 'ଭୁବନେଶ୍ୱର',
  emailIds: ' shec@odisha.gov.in ',
  mobile: '+91 674-2391234',
  mobileOd: '',
  officePhone: ' 0674 239 1235 ',
} as GeneralSetting;

describe('the council contact details', () => {
  it('are shown in the reader\'s language, with links that dial the digits only', () => {
    expect(contactDetails(setting, 'en')).toEqual({
      address: 'Bhubaneswar',
      email: 'shec@odisha.gov.in',
      phone: '+91 674-2391234',
      phoneHref: 'tel:+916742391234',
      office: '0674 239 1235',
      officeHref: 'tel:06742391235',
      mapQuery: 'Bhubaneswar',
    });
    const od = contactDetails(setting, 'od');
    expect(od.address).toBe('ଭୁବନେଶ୍ୱର');
    // No Odia number given: the English one in Odia digits; the link dials the same number.
    expect(od.phone).toBe('+୯୧ ୬୭୪-୨୩୯୧୨୩୪');
    expect(od.phoneHref).toBe('tel:+916742391234');
    expect(od.office).toBe('୦୬୭୪ ୨୩୯ ୧୨୩୫');
  });

  it('are empty before the settings arrive, and the map shows the council by name', () => {
    const none = contactDetails(undefined, 'en');
    expect([none.address, none.email, none.phone, none.office]).toEqual(['', '', '', '']);
    expect(none.mapQuery).toBe('Odisha State Higher Education Council, Bhubaneswar, Odisha');
    expect(telHref('(0674) 239-1235')).toBe('tel:06742391235');
  });
});
