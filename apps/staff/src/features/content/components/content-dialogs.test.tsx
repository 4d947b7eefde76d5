import type { ConsoleBanner } from '@cp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerDialog } from './banner-dialog';
import { TopicDialog } from './topic-dialog';

/** The content dialogs: what they refuse before sending, what they send, where the server's errors land. */
const wrap = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

const banner: ConsoleBanner = {
  id: 5,
  sort: 0,
  title: 'Sale',
  image: { url: '/v/brand/1/a.webp', name: 'a.webp', mime: 'image/webp' },
  link: null,
  platforms: [],
  positions: [1],
  course_ids: [],
  not_display_course_ids: [],
  community_ids: [9],
  not_display_community_ids: [],
};

describe('BannerDialog', () => {
  it('refuses a banner without a picture or a place before any call', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(wrap(<BannerDialog banner={null} courses={[]} onClose={() => {}} />));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Spring');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Picture')).toHaveAccessibleDescription(/Choose a picture\./);
    expect(screen.getByText('Choose at least one place.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers the positions by name, keeps the lists it does not show, and puts the server’s refusal on its field', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(422, [{ field: 'course_ids', message: 'The school has no course number 3.' }]));
    const courses = [{ id: 3, title: 'Breathing' }];
    render(wrap(<BannerDialog banner={banner} courses={courses} onClose={() => {}} />));
    const user = userEvent.setup();
    expect(screen.getByRole('checkbox', { name: 'My courses: top' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'My courses: above the list' }));
    await user.click(screen.getAllByRole('checkbox', { name: 'Breathing' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/staff\/content\/banners\/5\?lang=en$/);
    expect(JSON.parse(String((fetch.mock.calls[0]![1] as RequestInit).body))).toMatchObject({
      positions: [1, 24],
      course_ids: [3],
      community_ids: [9],
    });
    expect(await screen.findByText('The school has no course number 3.')).toBeInTheDocument();
  });
});

describe('TopicDialog', () => {
  it('sends the titles typed and closes; a 409 or other refusal would stay as the form’s text', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(201, {}));
    const onClose = vi.fn();
    render(wrap(<TopicDialog topic={null} onClose={onClose} />));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title in Russian'), 'Оплата');
    await user.click(screen.getByRole('checkbox', { name: /About one of the learner's courses/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(JSON.parse(String((fetch.mock.calls[0]![1] as RequestInit).body))).toEqual({
      title: { ru: 'Оплата' },
      sort: 0,
      target_product: 'user_course',
      require_product: false,
    });
    expect(onClose).toHaveBeenCalled();
  });
});
