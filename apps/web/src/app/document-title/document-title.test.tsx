import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfigContext } from '../../config/config-context';
import { configFixture } from '../../test/config-fixture';
import { DocumentTitle, documentTitle } from './document-title';

describe('the page title names the screen (issue 8)', () => {
  it('puts the screen before the school', () => {
    expect(documentTitle('My courses', 'Mindful School')).toBe('My courses — Mindful School');
    expect(documentTitle('', 'Mindful School')).toBe('Mindful School');
  });

  it('follows the screen’s heading as it appears and changes', async () => {
    let show: (heading: string | null) => void = () => undefined;
    function Screen() {
      const [heading, setHeading] = useState<string | null>(null);
      show = setHeading;
      return heading ? <h1>{heading}</h1> : <p>Loading…</p>;
    }
    render(
      <ConfigContext.Provider value={configFixture()}>
        <DocumentTitle />
        <Screen />
      </ConfigContext.Provider>,
    );
    expect(document.title).toBe('Test School');
    await act(async () => show('Мои курсы'));
    expect(document.title).toBe('Мои курсы — Test School');
    await act(async () => show('Profile'));
    expect(document.title).toBe('Profile — Test School');
  });
});
