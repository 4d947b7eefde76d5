import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { courseKeys } from '../api/course-keys';
import type { ConsoleCourseItem } from '../api/list-courses';
import { NewCourseDialog } from './new-course-dialog';

/** The school's courses as the list screen already read them. */
const listed = (slug: string): ConsoleCourseItem => ({
  courseId: 1,
  slug,
  title: slug,
  version: 1,
  updatedAt: 0,
  draft: null,
});

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(courseKeys.list(), [listed('yoga-dlya-spiny')]);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NewCourseDialog onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    title: screen.getByRole('textbox', { name: /^Title/ }),
    slug: screen.getByRole('textbox', { name: /^Slug/ }),
  };
}

describe('NewCourseDialog', () => {
  it('proposes the slug from the title, free among the school’s courses, until the slug is typed by hand', async () => {
    const user = userEvent.setup();
    const { title, slug } = renderDialog();
    await user.type(title, 'Мягкое утро');
    expect(slug).toHaveValue('myagkoe-utro');

    await user.clear(title);
    await user.type(title, 'Йога для спины');
    // The school has that one already.
    expect(slug).toHaveValue('yoga-dlya-spiny-2');

    await user.clear(slug);
    await user.type(slug, 'back-yoga');
    await user.type(title, ' и шеи');
    expect(slug).toHaveValue('back-yoga');

    // Emptied by hand, the slug follows the title again.
    await user.clear(slug);
    await user.type(title, '!');
    expect(slug).toHaveValue('yoga-dlya-spiny-i-shei');
  });
});
