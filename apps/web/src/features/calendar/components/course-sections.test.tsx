import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConfigContext } from '../../../config/config-context';
import type { Course } from '../../../lib/learning/api/course';
import type { Stream } from '../../../lib/learning/api/stream';
import { configFixture } from '../../../test/config-fixture';
import { CourseSections } from './course-sections';

function renderSections(stream: Partial<Stream>, course: Partial<Course>, brand = {}) {
  const config = configFixture();
  Object.assign(config.components.brand, brand);
  const router = createMemoryRouter([
    {
      path: '*',
      element: <CourseSections stream={{ id: 4, ...stream } as Stream} course={course as Course} />,
    },
  ]);
  render(
    <ConfigContext.Provider value={config}>
      <RouterProvider router={router} />
    </ConfigContext.Provider>,
  );
}

describe('CourseSections (spec 02 §2)', () => {
  it('links the materials and says nothing of sections the course has', () => {
    renderSections({ chatChannelId: 12, maxConsultationCount: 2 }, { consultationLimit: 3 });
    expect(screen.getByRole('link', { name: 'Course materials' })).toHaveAttribute(
      'href',
      '/course/4/materials',
    );
    expect(screen.queryByText('This section is not available for this course.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Chat with experts' })).toHaveAttribute('href', '/chat/12');
  });

  it('shows the notice for a course without chat or video consultations', () => {
    renderSections({ chatChannelId: null, maxConsultationCount: 0 }, { consultationLimit: 0 });
    expect(screen.getAllByText('This section is not available for this course.')).toHaveLength(2);
    expect(screen.getByText('Chat with experts')).toBeVisible();
    expect(screen.getByText('Video consultations')).toBeVisible();
  });

  it('treats a section the brand switched off as not available', () => {
    renderSections(
      { chatChannelId: 12, maxConsultationCount: 2 },
      { consultationLimit: 3 },
      { isChatSupport: false, isVideoConsultationSupport: false },
    );
    expect(screen.getAllByText('This section is not available for this course.')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Chat with experts' })).toBeNull();
  });
});
