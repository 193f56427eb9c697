import { describe, expect, it } from 'vitest';
import { ageOn, calendarDateSchema, filesFor, levelOneRequestSchema } from './kyc.ts';

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-05-31')).toBe(17);
    expect(ageOn('2008-06-15', '2026-12-31')).toBe(18);
  });

  it('has a 29 February birthday come on 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('level 1 input', () => {
  it('takes real calendar dates only', () => {
    expect(calendarDateSchema.safeParse('2000-02-29').success).toBe(true);
    for (const date of ['1999-02-29', '2000-13-01', '2000-1-1', '01/02/2000', '2000-04-31']) {
      expect(calendarDateSchema.safeParse(date).success, date).toBe(false);
    }
  });

  it('takes names in any script, trimmed, and refuses digits and symbols', () => {
    for (const name of ['Zoë O’Brien-Ñúñez', '山田 太郎', 'Nguyễn Văn A', 'Ольга Петренко', "D'Arcy J. Smith"]) {
      expect(
        levelOneRequestSchema.safeParse({ legalName: ` ${name} `, dateOfBirth: '1990-01-01', country: 'JP' }).data
          ?.legalName,
      ).toBe(name);
    }
    for (const name of ['R2-D2', '<script>', 'a', '-Ann']) {
      expect(
        levelOneRequestSchema.safeParse({ legalName: name, dateOfBirth: '1990-01-01', country: 'JP' }).success,
        name,
      ).toBe(false);
    }
  });
});

describe('filesFor', () => {
  it('asks a passport for no back', () => {
    expect(filesFor('passport')).toEqual(['front', 'selfie']);
    expect(filesFor('id-card')).toEqual(['front', 'back', 'selfie']);
    expect(filesFor('driving-licence')).toEqual(['front', 'back', 'selfie']);
  });
});
