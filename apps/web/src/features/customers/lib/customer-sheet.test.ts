import { describe, expect, it } from 'vitest';
import { customerRow } from '../testing/customer-rows';
import { customerSheetRows, neutraliseFormula } from './customer-sheet';

const headers = {
  name: 'Nome',
  surname: 'Cognome',
  email: 'Email',
  phone: 'Telefono',
  course: 'Corso',
  coursePrice: 'Prezzo corso',
  meditation: 'Meditazione',
  meditationPrice: 'Prezzo meditazione',
};

describe('neutraliseFormula', () => {
  it.each(['=1+1', '+39 333', '-2', '@SUM(A1)', '=HYPERLINK("http://x")'])('prefixes %s with an apostrophe', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it.each(['Anna', ' =spazio prima', 'a=b', '39 333', ''])('leaves %j alone', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });
});

describe('customerSheetRows', () => {
  it('is a header row and one row per purchase, empty cells for what is missing', () => {
    const rows = customerSheetRows(
      [
        customerRow(),
        customerRow({ courseTitle: null, coursePrice: null, meditationTitle: 'Quiete', meditationPrice: 59.9 }),
      ],
      headers,
    );
    expect(rows).toEqual([
      ['Nome', 'Cognome', 'Email', 'Telefono', 'Corso', 'Prezzo corso', 'Meditazione', 'Prezzo meditazione'],
      ['Anna', 'Neri', 'anna@example.com', "'+39 333 1234567", 'Respiro', 280, null, null],
      ['Anna', 'Neri', 'anna@example.com', "'+39 333 1234567", null, null, 'Quiete', 59.9],
    ]);
  });

  it('neutralises every text cell a customer could have written', () => {
    const [, cells] = customerSheetRows(
      [
        customerRow({
          userName: '=cmd|calc',
          userSurname: '@evil',
          email: '-x@example.com',
          courseTitle: '+corso',
          phoneNumber: null,
        }),
      ],
      headers,
    );
    expect(cells).toEqual(["'=cmd|calc", "'@evil", "'-x@example.com", null, "'+corso", 280, null, null]);
  });

  it('has only the header for an empty list', () => {
    expect(customerSheetRows([], headers)).toHaveLength(1);
  });
});
