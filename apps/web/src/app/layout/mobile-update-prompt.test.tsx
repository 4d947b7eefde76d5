import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfigContext } from '../../config/config-context';
import { configFixture } from '../../test/config-fixture';
import { MobileUpdatePrompt } from './mobile-update-prompt';

function renderPrompt(serverVersion: string | null, appType: 'web' | 'mobile', appVersion = '1.0.0') {
  const config = configFixture({ project: { id: 1, name: 'School', mobile_app_version: serverVersion } });
  return render(
    <ConfigContext.Provider value={config}>
      <MobileUpdatePrompt appType={appType} appVersion={appVersion} />
    </ConfigContext.Provider>,
  );
}

describe('mobile update prompt (spec 01 §4)', () => {
  it('offers the update in the mobile shell when the school has a newer version', () => {
    renderPrompt('2.3.0', 'mobile');
    expect(screen.getByRole('dialog', { name: 'A new version is available' })).toHaveTextContent(
      'Version 2.3.0 of the app is out (you have 1.0.0)',
    );
  });

  it('stays hidden on the web, for the same or an older version', () => {
    renderPrompt('2.3.0', 'web');
    renderPrompt('1.0.0', 'mobile');
    renderPrompt('0.9.0', 'mobile');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Later" hides it until the next version', async () => {
    const first = renderPrompt('2.3.0', 'mobile');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    renderPrompt('2.3.0', 'mobile');
    expect(screen.queryByRole('dialog')).toBeNull();
    renderPrompt('2.4.0', 'mobile');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
