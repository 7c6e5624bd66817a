import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import type * as apiClient from '@/lib/api-client';
import { apiFetch } from '@/lib/api-client';
import { catalogue } from '../catalogue';
import { STUDENTS_PAGE, StudentsGuardiansCard } from './students-guardians-card';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);
const ORG = '5c2e0a0c-0dbf-4136-a63c-2abf4fa412b4';
const ASHA = '0b7c6f0e-3a55-4f3f-9a0e-6a1f4d3c2b10';
const STUDENTS = [
  {
    member_id: ASHA,
    full_name: 'Asha Verma',
    roll_number: '12',
    groups: 'Class 7A',
    guardians: 1,
    consented: 1,
  },
  {
    member_id: '1c8d7e6f-4b66-4a4a-8b1f-7b2e5e4d3c21',
    full_name: 'Kabir Das',
    roll_number: null,
    groups: 'Class 7A',
    guardians: 0,
    consented: 0,
  },
];

describe('StudentsGuardiansCard', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => {
    mockedFetch.mockReset();
  });
  afterEach(cleanup);

  it("lists the teacher's students with their guardians, finds one and opens their guardians", async () => {
    mockedFetch.mockImplementation(async (path) => {
      if (path === `/api/organizations/${ORG}/guardian-students`) return { students: STUDENTS };
      if (path === `/api/members/${ASHA}/guardians`)
        return {
          member_id: ASHA,
          is_student: true,
          can_edit: true,
          guardians: [
            {
              id: 'g1',
              position: 1,
              full_name: 'Sunita Verma',
              relationship: 'mother',
              phone: '+919876543210',
              email: null,
              locale: 'hi',
              consent: true,
              consent_at: '2026-11-02T04:30:00Z',
              consent_by_name: 'Farah Khan',
            },
          ],
        };
      throw new Error(`unexpected ${path}`);
    });
    const user = userEvent.setup();
    renderWithProviders(<StudentsGuardiansCard orgId={ORG} />);
    const rows = await screen.findAllByTestId('student-guardians-row');
    expect(rows).toHaveLength(2);
    expect(
      screen.getByText('2 students; 1 without a guardian who agreed to be contacted.'),
    ).toBeTruthy();
    expect(within(rows[0]!).getByText('1 guardian, 1 agreed to be contacted')).toBeTruthy();
    expect(within(rows[1]!).getByText('No guardian yet')).toBeTruthy();

    await user.type(screen.getByLabelText('Find a student'), 'kabir');
    expect(screen.getAllByTestId('student-guardians-row')).toHaveLength(1);
    await user.clear(screen.getByLabelText('Find a student'));
    await user.click(screen.getByRole('button', { name: 'Guardians of Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardians of Asha Verma' });
    expect(await within(dialog).findByText('+919876543210')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Edit Sunita Verma' })).toBeTruthy();
  });

  it('says so when the teacher looks after nobody', async () => {
    mockedFetch.mockResolvedValue({ students: [] });
    renderWithProviders(<StudentsGuardiansCard orgId={ORG} />);
    expect(await screen.findByText(/You look after no students yet/)).toBeTruthy();
  });

  it('shows rows in outline while the students load, then the students', async () => {
    // One answer for every request, held back until the test gives it.
    let answer: (value: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (answer = resolve));
    mockedFetch.mockImplementation(() => held as never);
    renderWithProviders(<StudentsGuardiansCard orgId={ORG} />);
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('li')).toHaveLength(4);
    answer({ students: STUDENTS });
    expect(await screen.findAllByTestId('student-guardians-row')).toHaveLength(2);
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });

  it('shows a class of 45 twenty at a time, and a search finds students not shown yet', async () => {
    const many = Array.from({ length: 45 }, (_, index) => ({
      member_id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      full_name: `Student ${index + 1}`,
      roll_number: String(index + 1),
      groups: 'Class 9B',
      guardians: 0,
      consented: 0,
    }));
    mockedFetch.mockResolvedValue({ students: many });
    const user = userEvent.setup();
    renderWithProviders(<StudentsGuardiansCard orgId={ORG} />);
    expect(await screen.findAllByTestId('student-guardians-row')).toHaveLength(STUDENTS_PAGE);
    expect(screen.getByText('45 students; 45 without a guardian who agreed to be contacted.'));
    expect(screen.getByRole('status').textContent).toBe('Showing 20 of 45');

    await user.click(screen.getByRole('button', { name: 'Show 20 more' }));
    expect(screen.getAllByTestId('student-guardians-row')).toHaveLength(40);
    await user.click(screen.getByRole('button', { name: 'Show 5 more' }));
    const rows = screen.getAllByTestId('student-guardians-row');
    expect(rows).toHaveLength(45);
    expect(within(rows[44]!).getByText('Student 45')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull();

    // A new search starts again from the first twenty of what it finds.
    await user.type(screen.getByLabelText('Find a student'), 'Student 4');
    const found = screen.getAllByRole('button', { name: /^Guardians of / });
    expect(found.map((button) => button.getAttribute('aria-label'))).toEqual(
      ['4', '40', '41', '42', '43', '44', '45'].map((n) => `Guardians of Student ${n}`),
    );
    await user.clear(screen.getByLabelText('Find a student'));
    expect(screen.getAllByTestId('student-guardians-row')).toHaveLength(STUDENTS_PAGE);
  });
});
