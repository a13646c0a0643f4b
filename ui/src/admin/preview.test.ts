import { describe, expect, it } from 'vitest';
import { previewTarget, withImage, withPreview, type PreviewAnswer } from '../api/preview';
import { framedAddress } from './PreviewDialog';
import { previewPage } from './previewPage';
import { KIND } from '../api/kinds';

const answer = (id: number, item: Record<string, unknown>): PreviewAnswer => ({
  entity: KIND.banner,
  id,
  idField: 'bannerId',
  listPath: '/banner/allowAll/list',
  imageField: 'bannerImagePath',
  item,
});

describe('a previewed draft in the public answers', () => {
  it('takes its published version\'s place in its own list only', () => {
    const draft = answer(2, { bannerId: 2, titleEn: 'Draft' });
    const list = [{ bannerId: 1 }, { bannerId: 2, titleEn: 'Live' }];
    expect(withPreview('/banner/allowAll/list?page=1&size=1', list, draft)).toEqual([{ bannerId: 1 }, { bannerId: 2, titleEn: 'Draft' }]);
    expect(withPreview('/features/allowAll/list', list, draft)).toBe(list);
  });

  it('comes first when it is new, and a page counts it', () => {
    const draft = answer(0, { bannerId: 0, titleEn: 'New hero' });
    const page = { outcome: true, message: '', data: [{ bannerId: 1 }], total: 1 };
    expect(withPreview('/banner/allowAll/list?page=1&size=1', page, draft)).toEqual({
      outcome: true,
      message: '',
      data: [{ bannerId: 0, titleEn: 'New hero' }, { bannerId: 1 }],
      total: 2,
    });
  });

  it('shows a newly chosen photo wherever the item named its image', () => {
    const draft = answer(3, { bannerImagePath: '/uploads/banner/3-ab.jpg', images: [{ url: '/uploads/banner/3-ab.jpg' }] });
    const shown = withImage(draft, 'blob:http://x/1');
    expect(shown.item).toEqual({ bannerImagePath: 'blob:http://x/1', images: [{ url: 'blob:http://x/1' }] });
  });

  it('reads the address: a form, a stored item, or nothing', () => {
    expect(previewTarget('?preview=form&lang=od')).toBe('form');
    expect(previewTarget(`?preview=${KIND.news}/12`)).toEqual({ entity: KIND.news, id: 12 });
    expect(previewTarget('?preview=../x')).toBeNull();
    expect(previewTarget('')).toBeNull();
  });

  it('frames the page that shows the kind, in the language asked for', () => {
    expect(previewPage(KIND.banner, 0, {})).toBe('/');
    expect(previewPage(KIND.news, 7, {})).toBe('/news/7');
    expect(previewPage(KIND.news, 0, {})).toBe('/news');
    expect(previewPage(KIND.pages, 4, { slug: 'privacy-policy' })).toBe('/page/privacy-policy');
    expect(previewPage(KIND.documents, 0, { category: 'notices' })).toBe('/Notifications/Notices');
    expect(previewPage(KIND.officials, 1, {})).toBe('/about/organizationstructure');
    expect(framedAddress('/news/7', 'od')).toBe('/news/7?preview=form&lang=od');
    expect(framedAddress('/', 'en')).toBe('/?preview=form&lang=en');
  });
});
