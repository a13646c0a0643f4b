import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import DateField, { dateParts, dateValue, hourText, isPartial } from './DateField';
import type { AdminT } from './useAdminT';

const t: AdminT = (key) => key;

function Harness({ initial, withTime = false, language = 'en' as const }: { initial: string; withTime?: boolean; language?: 'en' | 'od' }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField legend="News Date" value={value} onChange={setValue} withTime={withTime} t={t} language={language} />
      <output data-testid="value">{value}</output>
    </>
  );
}

afterEach(cleanup);

describe('DateField', () => {
  it('keeps the machine form of a value and of its parts', () => {
    expect(dateParts('2026-11-05T09:30')).toEqual({ year: '2026', month: '11', day: '05', hour: '09', minute: '30' });
    expect(dateValue(dateParts('2026-11-05'), false)).toBe('2026-11-05');
    expect(dateValue(dateParts(''), true)).toBe('');
    expect(dateValue({ year: '2026', month: '', day: '05', hour: '', minute: '' }, false)).toBe('2026--05');
    expect(isPartial(dateParts('2026--05'), false)).toBe(true);
    expect(isPartial(dateParts('2026-11-05'), true)).toBe(true);
    expect(isPartial(dateParts('2026-11-05T09:30'), true)).toBe(false);
  });

  it('writes hours as the back office writes times, in both languages', () => {
    expect(hourText(0, 'en')).toBe('12 am');
    expect(hourText(13, 'en')).toBe('1 pm');
    expect(hourText(13, 'od')).toBe('ଅପରାହ୍ନ ୧');
  });

  it('is a named group of labelled parts that reads day, month, year', () => {
    render(<Harness initial="2026-11-20" />);
    const group = screen.getByRole('group', { name: 'News Date' });
    expect(group).toBeTruthy();
    expect((screen.getByLabelText('Day') as HTMLSelectElement).value).toBe('20');
    expect(screen.getByLabelText('Month').querySelector('option:checked')?.textContent).toBe('November');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '02' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-02-20');
  });

  it('says what is missing while a date is half chosen, and empties to no date', () => {
    render(<Harness initial="" withTime />);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '05' } });
    expect(screen.getByText('Choose the day, month, year, hour and minute, or none of them.')).toBeTruthy();
    expect(screen.getByLabelText('Day').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '01' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2027' } });
    fireEvent.change(screen.getByLabelText('Hour'), { target: { value: '09' } });
    expect(screen.getByTestId('value').textContent).toBe('2027-01-05T09:00');
    expect(screen.queryByText(/or none of them/)).toBeNull();
    for (const part of ['Day', 'Month', 'Year', 'Hour', 'Minute']) fireEvent.change(screen.getByLabelText(part), { target: { value: '' } });
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('writes Odia digits and month names in Odia', () => {
    render(<Harness initial="2026-11-20" language="od" />);
    expect(screen.getByLabelText('Day').querySelector('option:checked')?.textContent).toBe('୨୦');
    expect(screen.getByLabelText('Month').querySelector('option:checked')?.textContent).toBe('ନଭେମ୍ବର');
    expect(screen.getByLabelText('Year').querySelector('option:checked')?.textContent).toBe('୨୦୨୬');
  });
});
