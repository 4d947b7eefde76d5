import type { ConsoleDomainClaim } from '@cp/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandView } from './brand-view.fixture';
import { DomainsSection } from './domains-section';

/** A new address waits for proof of control (decision 099): how to prove it, Verify, Remove. */
const view = brandView();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const claim: ConsoleDomainClaim = {
  id: 9,
  host: 'learn.mindful.example',
  status: 'pending',
  token: 'tok3n-0f-thirty-two-characters-x',
  dns_name: '_course-platform-verification.learn.mindful.example',
  file_url: 'http://learn.mindful.example/.well-known/course-platform-verification.txt',
  created_at: 1_700_000_000,
};

/** The section with its lists kept as the editor keeps them. */
function Harness({ claims: initial = [] as ConsoleDomainClaim[], domains: start = view.domains }) {
  const [domains, setDomains] = useState(start);
  const [claims, setClaims] = useState(initial);
  return (
    <DomainsSection
      domains={domains}
      currentId={5}
      editingId={5}
      onEdit={() => {}}
      onAdded={(d) => setDomains((list) => [...list, d])}
      claims={claims}
      onClaimed={(c) => setClaims((list) => [...list, c])}
      onClaimVerified={(id, d) => {
        setClaims((list) => list.filter((c) => c.id !== id));
        setDomains((list) => [...list, d]);
      }}
      onClaimRemoved={(id) => setClaims((list) => list.filter((c) => c.id !== id))}
      onRemoved={(id) => setDomains((list) => list.filter((d) => d.id !== id))}
    />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('DomainsSection', () => {
  it('a new address waits with both ways to prove it; Verify shows why it failed, then moves it to the domains', async () => {
    const notProven = `Control of ${claim.host} is not proven yet: there is no TXT record ${claim.dns_name}; there is no file at ${claim.file_url}.`;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ status: 'pending', claim }, 201))
      .mockResolvedValueOnce(json({ name: 'Conflict', message: notProven, code: 0, status: 409 }, 409))
      .mockResolvedValueOnce(json({ ...view.domains[0], id: 6, host: claim.host }));
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('New address (host name)'));
    await user.paste(claim.host);
    await user.click(screen.getByRole('button', { name: 'Add an address' }));

    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ host: claim.host });
    expect(screen.getByRole('status')).toHaveTextContent(
      `${claim.host} is added. It serves learners once you prove`,
    );
    const item = screen.getByRole('button', { name: `Verify ${claim.host}` }).closest('li')!;
    expect(within(item).getByText('Waiting for proof')).toBeInTheDocument();
    expect(within(item).getByText(claim.dns_name)).toBeInTheDocument();
    expect(within(item).getByText(claim.file_url)).toBeInTheDocument();
    expect(within(item).getAllByText(claim.token)).toHaveLength(2);

    await user.click(within(item).getByRole('button', { name: `Verify ${claim.host}` }));
    expect(String(fetch.mock.calls[1]![0])).toMatch(
      /\/spa\/api\/v1\/staff\/domain-claims\/9\/verify\?lang=en$/,
    );
    expect(fetch.mock.calls[1]![1]?.method).toBe('POST');
    expect(within(item).getByRole('alert')).toHaveTextContent(notProven);

    await user.click(within(item).getByRole('button', { name: `Verify ${claim.host}` }));
    expect(screen.getByRole('status')).toHaveTextContent(`${claim.host} is proven and now serves learners.`);
    expect(screen.queryByText('Waiting for proof of control')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Edit ${claim.host}` })).toBeInTheDocument();
  });

  it('a local-development address is a domain at once', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      json({ status: 'active', domain: { ...view.domains[0], id: 7, host: 'app.localhost' } }, 201),
    );
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('New address (host name)'));
    await user.paste('app.localhost');
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    expect(screen.getByRole('status')).toHaveTextContent('app.localhost is added.');
    expect(screen.getByRole('button', { name: 'Edit app.localhost' })).toBeInTheDocument();
  });

  it('an address another school proved first can only be removed, after a confirmation', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(null, { status: 204 }));
    render(<Harness claims={[{ ...claim, status: 'taken' }]} />);
    const user = userEvent.setup();
    expect(screen.getByText('Taken by another school')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Verify ${claim.host}` })).not.toBeInTheDocument();
    expect(screen.queryByText(claim.dns_name)).not.toBeInTheDocument();

    // The host is the button's visually hidden part of its name.
    await user.click(screen.getByRole('button', { name: /^Remove\s*learn\.mindful\.example$/ }));
    const dialog = screen.getByRole('dialog', { name: `Remove ${claim.host}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/spa\/api\/v1\/staff\/domain-claims\/9\?lang=en$/);
    expect(fetch.mock.calls[0]![1]?.method).toBe('DELETE');
    expect(screen.queryByText(claim.host)).not.toBeInTheDocument();
  });

  it('another domain can be removed after a confirmation; the open one cannot; a refusal says why (issue 28)', async () => {
    const www = { ...view.domains[0]!, id: 8, host: 'www.mindful.example' };
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        json({ name: 'Conflict', message: 'This is the last host.', code: 0, status: 409 }, 409),
      )
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    render(<Harness domains={[...view.domains, www]} />);
    const user = userEvent.setup();
    const open = view.domains.find((d) => d.id === 5)!.host;
    expect(
      screen.queryByRole('button', { name: new RegExp(`^Remove\\s*${open.replaceAll('.', '\\.')}$`) }),
    ).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Remove\s*www\.mindful\.example$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Remove www.mindful.example?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('This is the last host.')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/spa\/api\/v1\/staff\/domains\/8\?lang=en$/);
    expect(fetch.mock.calls[0]![1]?.method).toBe('DELETE');

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('www.mindful.example is removed.');
    expect(screen.queryByRole('button', { name: 'Edit www.mindful.example' })).toBeNull();
  });
});
