import type { MailOutcome } from '@cp/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '../api/import-learners';
import type { LearnerInvitation } from '../api/invite-learner';
import { ImportPreviewTable } from './import-preview-table';
import { ImportResultPanel } from './import-result';
import { InvitationOutcome } from './invitation-outcome';

/**
 * What the people screens say after an invitation or an import (issue 28, decision 115): "e-mailed"
 * only when the server mailed it, otherwise plainly that nobody was, with the links to copy; and
 * the rows of a checked file with their problems first.
 */
const LINK = `https://school.test/class/auto-login?token=${'k'.repeat(43)}`;

const invitation = (mail: MailOutcome, extra: Partial<LearnerInvitation> = {}): LearnerInvitation => ({
  learner: {
    id: 7,
    displayName: 'Nina Novak',
    email: 'nina@example.test',
    blockedAt: null,
    createdAt: 0,
    streamsCount: 1,
  },
  created: true,
  courseTitle: 'Yoga',
  mail,
  link: LINK,
  linkSignsIn: true,
  ...extra,
});

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('InvitationOutcome', () => {
  it('without mail on the server: who was added and enrolled, that nobody was e-mailed, and the link to copy', async () => {
    const user = userEvent.setup();
    inRouter(<InvitationOutcome invitation={invitation('not_configured')} />);
    expect(
      screen.getByText(/nina@example.test has been added to the school\. Enrolled in “Yoga”\./),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Mail is not configured on this server: the invitation was not e-mailed.',
    );
    expect(screen.getByRole('link', { name: 'Open the learner’s page' })).toHaveAttribute(
      'href',
      '/people/7',
    );
    expect(screen.getByLabelText('Invitation link')).toHaveValue(LINK);
    expect(screen.getByText(/signs the learner in once/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied')).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK);
  });

  it('mailed: says so, with no alert; a learner with a password is told the link is the sign-in page', () => {
    inRouter(<InvitationOutcome invitation={invitation('sent', { created: false, linkSignsIn: false })} />);
    expect(screen.getByText('The invitation has been e-mailed to nina@example.test.')).toBeVisible();
    expect(screen.getByText(/already has an account in the school/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/the link opens the sign-in page/)).toBeVisible();
  });

  it('a mail that failed: says so with the address', () => {
    inRouter(<InvitationOutcome invitation={invitation('failed')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The invitation to nina@example.test could not be e-mailed.',
    );
  });
});

describe('ImportPreviewTable', () => {
  it('lists the rows with problems first, each with the server’s reasons', () => {
    const preview: ImportPreview = {
      valid: 1,
      invalid: 1,
      rows: [
        {
          line: 2,
          email: 'ok@example.test',
          name: 'Ok',
          lastName: null,
          course: { id: 5, title: 'Yoga' },
          language: 'es',
          learnerId: null,
          errors: [],
        },
        {
          line: 3,
          email: 'bad',
          name: null,
          lastName: null,
          course: null,
          language: null,
          learnerId: null,
          errors: [{ field: 'email', message: 'Not a valid e-mail address.' }],
        },
      ],
    };
    render(<ImportPreviewTable preview={preview} />);
    const rows = within(screen.getByRole('table', { name: 'The rows of the file' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('3bad');
    expect(within(rows[1]!).getByRole('list', { name: 'Errors of line 3' })).toHaveTextContent(
      'Not a valid e-mail address.',
    );
    expect(rows[2]).toHaveTextContent('New learner');
    expect(rows[2]).toHaveTextContent('Yoga');
    expect(rows[2]).toHaveTextContent('Español');
  });
});

describe('ImportResultPanel', () => {
  it('without mail: the counts, that nobody was e-mailed, and every link to copy, one by one or all', async () => {
    const user = userEvent.setup();
    const result: ImportResult = {
      created: 1,
      existing: 1,
      enrolled: 1,
      rows: [
        {
          line: 2,
          email: 'a@example.test',
          learnerId: 1,
          created: true,
          enrolled: true,
          mail: 'not_configured',
          link: `${LINK}a`,
          linkSignsIn: true,
        },
        {
          line: 3,
          email: 'b@example.test',
          learnerId: 2,
          created: false,
          enrolled: false,
          mail: 'not_configured',
          link: 'https://school.test/class/',
          linkSignsIn: false,
        },
      ],
    };
    inRouter(<ImportResultPanel result={result} onAgain={() => {}} />);
    expect(screen.getByRole('heading', { name: '2 learners imported' })).toBeVisible();
    expect(
      screen.getByText('New accounts: 1. Already had an account: 1. Enrolled in a course: 1.'),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('nobody was e-mailed');
    expect(screen.getByLabelText('Link for b@example.test')).toHaveValue('https://school.test/class/');
    await user.click(screen.getByRole('button', { name: 'Copy all links' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `a@example.test,${LINK}a\nb@example.test,https://school.test/class/`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy the link for a@example.test' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${LINK}a`);
  });
});
