import type { ConsoleBrandView } from '@cp/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandEditor } from './brand-editor';
import { brandView, supportTopics } from './brand-view.fixture';

/** The onboarding chat in the brand editor (issue 15): shown with the flag, lines, questions, the 422. */

/** The chat on, with one welcome line: what these tests start from. */
const chatOn: Partial<ConsoleBrandView['brand']> = {
  userInfoChat: true,
  welcomeMessages: { ru: ['Привет!'] },
  goodbyeMessages: {},
  questions: [],
};
/** The brand the server answers after a save. */
const brand = brandView(chatOn).brand;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderEditor(over: Partial<ConsoleBrandView['brand']> = {}) {
  const view = brandView({ ...chatOn, ...over });
  const router = createMemoryRouter([
    { path: '/', element: <BrandEditor view={view} topics={supportTopics()} onReload={() => {}} /> },
  ]);
  return render(<RouterProvider router={router} />);
}
const chat = () => screen.getByRole('region', { name: 'Onboarding chat' });

beforeEach(() => {
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

describe('the onboarding chat section', () => {
  it('appears only while the chat flag is on', async () => {
    renderEditor({ userInfoChat: false });
    expect(screen.queryByRole('region', { name: 'Onboarding chat' })).toBeNull();
    await userEvent.setup().click(screen.getByLabelText('Profile questions in a chat'));
    expect(chat()).toBeInTheDocument();
  });

  it('keeps the required questions asked, and sends lines per language and the questions in order', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ ...brand, version: 4 }));
    renderEditor();
    const user = userEvent.setup();
    const section = within(chat());
    for (const name of ['First name', 'E-mail', 'Password']) {
      expect(section.getByRole('checkbox', { name })).toBeChecked();
      expect(section.getByRole('checkbox', { name })).toBeDisabled();
    }
    // Russian first: the stored line, then one more, which takes the focus.
    expect(section.getByLabelText('Line 1', { selector: 'textarea' })).toHaveValue('Привет!');
    await user.click(section.getAllByRole('button', { name: 'Add a line' })[0]!);
    expect(section.getByLabelText('Line 2', { selector: 'textarea' })).toHaveFocus();
    await user.keyboard('Давайте знакомиться.');
    await user.click(section.getByRole('tab', { name: 'English' }));
    await user.click(section.getAllByRole('button', { name: 'Add a line' })[1]!);
    await user.keyboard('  See you inside.  ');
    await user.click(section.getByRole('checkbox', { name: 'Birthday' }));
    await user.type(section.getByLabelText('Wording of “E-mail” (English)'), 'Your e-mail?');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      expected_version: 3,
      welcomeMessages: { ru: ['Привет!', 'Давайте знакомиться.'] },
      goodbyeMessages: { en: ['See you inside.'] },
      questions: [
        { key: 'firstName', text: {} },
        { key: 'email', text: { en: 'Your e-mail?' } },
        { key: 'password', text: {} },
        { key: 'socials', text: {} },
        { key: 'push', text: {} },
        { key: 'avatarId', text: {} },
      ],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Changes saved');
  });

  it('stops at 10 lines, and a removed line is gone from what is sent', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(brand));
    renderEditor({ welcomeMessages: { ru: Array.from({ length: 10 }, (_, i) => `Строка ${i + 1}`) } });
    const user = userEvent.setup();
    const section = within(chat());
    expect(section.getAllByRole('button', { name: 'Add a line' })[0]).toBeDisabled();
    expect(section.getByText('10 of 10 lines')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Remove line 3' }));
    expect(section.getAllByRole('button', { name: 'Add a line' })[0]).toBeEnabled();
    expect(section.getByLabelText('Line 3', { selector: 'textarea' })).toHaveValue('Строка 4');
  });

  it("shows a 422 on a question's wording under that question, counted as sent", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      json([{ field: 'questions.3.text.en', message: 'Too long.' }], 422),
    );
    renderEditor();
    const user = userEvent.setup();
    const section = within(chat());
    await user.click(section.getByRole('checkbox', { name: 'Notifications' }));
    await user.click(section.getByRole('tab', { name: 'English' }));
    await user.type(section.getByLabelText('Wording of “Social accounts” (English)'), 'Which networks?');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need correcting.');
    expect(section.getByLabelText('Wording of “Social accounts” (English)')).toHaveAccessibleDescription(
      /Too long\./,
    );
  });
});
