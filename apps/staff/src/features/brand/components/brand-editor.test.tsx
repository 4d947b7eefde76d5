import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandEditor } from './brand-editor';
import { brandView, supportTopics } from './brand-view.fixture';

/** The brand form's saves (decision 072): only what changed, the brand on its loaded version. */
const view = brandView();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderEditor(onReload = () => {}, shown = view, topics = supportTopics()) {
  const router = createMemoryRouter([
    { path: '/', element: <BrandEditor view={shown} topics={topics} onReload={onReload} /> },
  ]);
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  // Desktop width: the preview beside the form.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('BrandEditor', () => {
  it('sends the changed flag on the loaded version first; refused (a 409 offering a reload), the domain is not sent', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        json(
          { name: 'Conflict', message: 'Someone else has changed the brand settings.', code: 0, status: 409 },
          409,
        ),
      );
    const onReload = vi.fn();
    renderEditor(onReload);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('School title'));
    await user.type(screen.getByLabelText('School title'), 'Calm School');
    await user.click(screen.getByLabelText('Chat with experts'));
    // The preview follows the unsaved title at once.
    expect(document.querySelector('[data-preview="sign-in"]')?.textContent).toContain('Calm School');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    // Only the server checks the brand's fields: it goes first, and a refusal saves nothing else.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else has changed the brand settings.',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [brandUrl, brandInit] = fetch.mock.calls[0]!;
    expect(String(brandUrl)).toMatch(/\/spa\/api\/v1\/staff\/brand\?lang=en$/);
    expect(brandInit?.method).toBe('PUT');
    expect(JSON.parse(String(brandInit?.body))).toEqual({ isChatSupport: false, expected_version: 3 });
    await user.click(screen.getByRole('button', { name: 'Reload the settings' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('then sends the changed domain field once the brand is saved', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ ...view.brand, isChatSupport: false, version: 4 }))
      .mockResolvedValueOnce(json({ ...view.domains[0], title: 'Calm School' }));
    renderEditor();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('School title'));
    await user.type(screen.getByLabelText('School title'), 'Calm School');
    await user.click(screen.getByLabelText('Chat with experts'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved. Learners see them on their next visit.')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(2);
    const [domainUrl, domainInit] = fetch.mock.calls[1]!;
    expect(String(domainUrl)).toMatch(/\/spa\/api\/v1\/staff\/domains\/5\?lang=en$/);
    expect(JSON.parse(String(domainInit?.body))).toEqual({ title: 'Calm School' });
  });

  it('a colour that is not #rrggbb is refused under its field, and nothing is sent', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderEditor();
    const user = userEvent.setup();
    const colour = screen.getByLabelText('Main colour (buttons, links)');
    await user.clear(colour);
    await user.type(colour, 'red{Enter}');
    expect(screen.getByText('Enter a colour as #rrggbb')).toBeInTheDocument();
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('chooses the topic of homework requests among the school’s own and sends the three together', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        json(
          [{ field: 'supportCategoryIds.passHomework', message: 'The school has no such support topic.' }],
          422,
        ),
      )
      .mockResolvedValueOnce(
        json({
          ...view.brand,
          version: 4,
          supportCategoryIds: { passHomework: 3, renewCourse: 7, renewConsultation: 7 },
        }),
      );
    renderEditor();
    const user = userEvent.setup();
    const homework = screen.getByLabelText('Homework requests go to');
    // Only the school's topics are offered, by title and number.
    expect([...(homework as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Hand in homework (No. 10)',
      'Renew a course or consultation (No. 7)',
      'Technical problem (No. 3)',
    ]);
    expect(screen.getByRole('link', { name: 'Add or rename support topics' })).toHaveAttribute(
      'href',
      '/content/topics',
    );
    await user.selectOptions(homework, 'Technical problem (No. 3)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // The server's 422 (the topic was deleted meanwhile) is shown under the field.
    expect(await screen.findByText('The school has no such support topic.')).toBeInTheDocument();
    expect(homework).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Changes saved. Learners see them on their next visit.'),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual({
      supportCategoryIds: { passHomework: 3, renewCourse: 7, renewConsultation: 7 },
      expected_version: 3,
    });
    expect(homework).toHaveValue('3');
    expect(homework).not.toHaveAttribute('aria-invalid');
  });

  it('a topic the brand names that the school lacks is shown as such; an empty school is sent to add topics', async () => {
    renderEditor(
      () => {},
      brandView({ supportCategoryIds: { passHomework: 10, renewCourse: 7, renewConsultation: 7 } }),
      [],
    );
    const homework = screen.getByLabelText('Homework requests go to');
    expect(homework).toHaveDisplayValue('No. 10: no such topic');
    expect(homework).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('The school has no such topic: choose one of its topics.')).toHaveLength(3);
    expect(screen.getByText(/The school has no support topics yet/)).toBeInTheDocument();
  });
});
