// The header's site search (GIGW §5.2.31): a labelled box in a search landmark that opens
// /search?q=… . On narrow screens it takes a full row under the council's name.
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FaMagnifyingGlass } from 'react-icons/fa6';
import { useT } from '../../i18n';

export const SEARCH_PATH = '/search';

/** A search form's submit, given its box's text: the search page for the words, or, for an empty
 * box, `empty` set so the form can say so (a polite status under the box) instead of nothing.
 * `box(id, placeholder)` is what every search box has: the name the search page reads, its length limit,
 * and the empty box marked invalid and described by the status (`${id}-empty`). */
export function useSearchSubmit(q: string) {
  const navigate = useNavigate();
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = q.trim();
    if (!words) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    navigate(`${SEARCH_PATH}?q=${encodeURIComponent(words)}`);
  };
  // In this order, which the pre-rendered pages' markup keeps.
  const box = (id: string, placeholder?: string) => ({
    id,
    type: 'search',
    name: 'q',
    value: q,
    maxLength: 200,
    placeholder,
    autoComplete: 'off',
    'aria-invalid': empty || undefined,
    'aria-describedby': empty ? `${id}-empty` : undefined,
  });
  return { empty, setEmpty, submit, box };
}

export function SearchBox() {
  const { t } = useT();
  const { pathname, search } = useLocation();
  const id = useId();
  const searched = () => new URLSearchParams(search).get('q') ?? '';
  // On the results page the box shows what was searched for: at first, and whenever the address
  // changes (seen while rendering, as React advises, rather than in an effect).
  const [q, setQ] = useState(() => (pathname === SEARCH_PATH ? searched() : ''));
  const address = pathname + search;
  const [shownFor, setShownFor] = useState(address);
  if (shownFor !== address) {
    setShownFor(address);
    if (pathname === SEARCH_PATH) setQ(searched());
  }
  const { empty, setEmpty, submit, box } = useSearchSubmit(q);

  return (
    // action and method make the box work before the app has started (the home page is
    // pre-rendered): the browser then asks for /search?q=… itself.
    <form role="search" className="site-search" aria-label={t('search.label')} action={SEARCH_PATH} method="get" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.field')}
      </label>
      <input
        {...box(id, t('search.placeholder'))}
        onChange={(e) => {
          setQ(e.target.value);
          if (empty) setEmpty(false);
        }}
        onBlur={() => setEmpty(false)}
      />
      <button type="submit" className="btn search-button">
        <FaMagnifyingGlass aria-hidden="true" focusable="false" />
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
      <p id={`${id}-empty`} className="search-empty" role="status">
        {empty ? t('search.empty') : ''}
      </p>
    </form>
  );
}
