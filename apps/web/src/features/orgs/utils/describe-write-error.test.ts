import { describe, expect, it } from 'vitest';
import { describeWriteError } from './describe-write-error';

describe('describeWriteError', () => {
  it('uses the caller’s sentence for a code its form can hit', () => {
    expect(
      describeWriteError(
        {
          code: '23505',
          message: 'duplicate key value violates unique constraint "groups_org_id_name_key"',
        },
        { '23505': 'A group with this name already exists.' },
      ),
    ).toBe('A group with this name already exists.');
  });

  it('shows messages the database wrote for people, hides constraint names', () => {
    expect(
      describeWriteError({
        code: '23514',
        message:
          'The person responsible must be a teacher, in-charge or owner of this organisation.',
      }),
    ).toBe('The person responsible must be a teacher, in-charge or owner of this organisation.');
    expect(
      describeWriteError({
        code: '23514',
        message: 'new row for relation "sites" violates check constraint "sites_radius_m_check"',
      }),
    ).toBe('Some details are not valid. Check the form and try again.');
  });

  it('falls back to the app’s error sentences', () => {
    expect(
      describeWriteError({ code: '42501', message: 'permission denied for table groups' }),
    ).toBe('You are not allowed to make this change.');
  });
});
