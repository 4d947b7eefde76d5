import { CHAT_CLOSED_REASONS, LANGUAGES } from '@cp/contract';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConfigContext } from '../../../config/config-context';
import { allResources } from '../../../lib/i18n/all-resources';
import type { Course } from '../../../lib/learning/api/course';
import type { Stream } from '../../../lib/learning/api/stream';
import { configFixture } from '../../../test/config-fixture';
import { CourseSections } from './course-sections';

function renderSections(stream: Partial<Stream>, course: Partial<Course>, brand = {}) {
  const config = configFixture();
  Object.assign(config.components.brand, brand);
  render(
    <ConfigContext.Provider value={config}>
      <MemoryRouter>
        <CourseSections stream={{ id: 4, ...stream } as Stream} course={course as Course} />
      </MemoryRouter>
    </ConfigContext.Provider>,
  );
}

describe('CourseSections (spec 02 §2)', () => {
  it('links the materials, the chat and the video consultations the course has', () => {
    renderSections(
      { chatChannelId: 12, maxConsultationCount: 2 },
      { consultationLimit: 3, videoConsultationCount: 2 },
    );
    expect(screen.getByRole('link', { name: 'Course materials' })).toHaveAttribute(
      'href',
      '/course/4/materials',
    );
    expect(screen.queryByText('This section is not available for this course.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Chat with experts' })).toHaveAttribute('href', '/chat/12');
    expect(screen.getByRole('link', { name: 'Video consultations' })).toHaveAttribute(
      'href',
      '/videoconsultations',
    );
  });

  it("reads video consultations from the course's offer, not from the chat's paid consultations (issue 28)", () => {
    renderSections(
      { chatChannelId: 12, maxConsultationCount: 2, chatClosedReason: null },
      { consultationLimit: 2, videoConsultationCount: 0 },
    );
    expect(screen.queryByRole('link', { name: 'Video consultations' })).toBeNull();
    expect(screen.getAllByText('This section is not available for this course.')).toHaveLength(1);
    expect(screen.getByText('Video consultations')).toBeVisible();
  });

  it('shows the notice for a course without chat or video consultations', () => {
    renderSections(
      { chatChannelId: null, maxConsultationCount: 0 },
      { consultationLimit: 0, videoConsultationCount: 0 },
    );
    expect(screen.getAllByText('This section is not available for this course.')).toHaveLength(2);
    expect(screen.getByText('Chat with experts')).toBeVisible();
    expect(screen.getByText('Video consultations')).toBeVisible();
  });

  it('treats a section the brand switched off as not available, saying the school has no chat', () => {
    renderSections(
      { chatChannelId: 12, maxConsultationCount: 2, chatClosedReason: null },
      { consultationLimit: 3, videoConsultationCount: 2 },
      { isChatSupport: false, isVideoConsultationSupport: false },
    );
    expect(screen.getAllByText('This section is not available for this course.')).toHaveLength(1);
    expect(screen.getByText('This school has no chat with experts.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Chat with experts' })).toBeNull();
  });
});

describe('the chat entry of a chat the learner cannot write in says why and when it opens (issue 28)', () => {
  const course = { consultationLimit: 3, videoConsultationCount: 1 };

  it('an open chat is the link alone', () => {
    renderSections({ chatChannelId: 12, maxConsultationCount: 0, chatClosedReason: null }, course);
    expect(screen.getByRole('link', { name: 'Chat with experts' })).toHaveAttribute('href', '/chat/12');
    expect(screen.queryByText(/Opens/)).toBeNull();
  });

  it('a course nobody answers yet: the link, and that it opens when the school assigns an expert', () => {
    renderSections({ chatChannelId: 12, maxConsultationCount: 0, chatClosedReason: 'no_expert' }, course);
    expect(screen.getByRole('link', { name: 'Chat with experts' })).toHaveAttribute('href', '/chat/12');
    expect(screen.getByText('Opens as soon as the school assigns an expert to this course.')).toBeVisible();
    expect(screen.queryByText('This section is not available for this course.')).toBeNull();
  });

  it('a demo stream: no chat yet, it opens when the course is bought', () => {
    renderSections({ chatChannelId: null, maxConsultationCount: 0, chatClosedReason: 'demo' }, course);
    expect(screen.queryByRole('link', { name: 'Chat with experts' })).toBeNull();
    expect(screen.getByText('Chat with experts')).toBeVisible();
    expect(screen.getByText('Opens when you buy the course.')).toBeVisible();
    expect(screen.queryByText('This section is not available for this course.')).toBeNull();
  });

  it('ended access and expired messages: read-only, with what opens it or the date', () => {
    renderSections({ chatChannelId: 12, maxConsultationCount: 0, chatClosedReason: 'ended' }, course);
    expect(screen.getByText(/^Read-only: access to the course has ended or is paused\./)).toBeVisible();
    cleanup();
    renderSections(
      {
        chatChannelId: 12,
        maxConsultationCount: 0,
        chatClosedReason: 'expired',
        messageExpiresDate: new Date(2027, 2, 5, 12).getTime(),
      },
      course,
    );
    expect(screen.getByText('Read-only: the time for messages ended on 05.03.2027.')).toBeVisible();
  });

  it('says every reason in Russian, English and Spanish', () => {
    for (const lng of LANGUAGES) {
      for (const reason of CHAT_CLOSED_REASONS) {
        // Each language's own text, not another's through the fallback.
        expect(allResources[lng].calendar.sections.chatClosed[reason], `${lng} ${reason}`).toEqual(
          expect.any(String),
        );
      }
    }
    expect(i18next.t('sections.chatClosed.no_expert', { ns: 'calendar', lng: 'ru' })).toBe(
      'Откроется, как только школа назначит эксперта на этот курс.',
    );
  });
});
