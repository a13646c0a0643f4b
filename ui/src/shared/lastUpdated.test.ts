import { describe, expect, it } from 'vitest';
import { indianDay, lastUpdatedDay, pageEntities } from './lastUpdated';
import { KIND } from '../api/kinds';

describe('last updated', () => {
  const times = {
    release: '2026-01-10T08:00:00Z',
    [KIND.news]: '2026-03-01T10:00:00Z',
    banner: '2026-02-01T10:00:00Z',
    official: '2026-02-28T19:00:00Z',
  };

  it('maps pages to what they show', () => {
    expect(pageEntities('/')).toContain(KIND.news);
    expect(pageEntities('/about/OrganizationStructure')).toEqual([KIND.officials]);
    expect(pageEntities('/page/privacy-policy')).toEqual([KIND.pages]);
    expect(pageEntities('/about/visionandmission')).toEqual([]);
    expect(pageEntities('/Notifications/Notices')).toEqual(['document:notices']);
    expect(pageEntities('/Academics/UGProgramme')).toEqual(['document:ug']);
    expect(pageEntities('/contact')).toEqual([KIND.settings]);
    expect(pageEntities('/search')).toContain(KIND.documents);
  });

  it('takes the latest change of the page, else the release date, as a day in India', () => {
    expect(lastUpdatedDay('/', times)).toBe('2026-03-01');
    // 19:00 UTC on 28 February is 00:30 on 1 March in India.
    expect(lastUpdatedDay('/about/organizationstructure', times)).toBe('2026-03-01');
    expect(lastUpdatedDay('/about/visionandmission', times)).toBe('2026-01-10');
    expect(lastUpdatedDay('/about/introduction', times)).toBe('2026-01-10');
    expect(lastUpdatedDay('/about/introduction', {})).toBeNull();
  });

  it('ignores what is not a time', () => {
    expect(indianDay('yesterday')).toBeNull();
    expect(lastUpdatedDay('/', { [KIND.news]: 'soon', release: '2026-01-10T08:00:00Z' })).toBe('2026-01-10');
  });
});
