import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadList, uploadPercent } from './upload-list';
import type { UploadItem } from './use-uploads';

const item = (change: Partial<UploadItem>): UploadItem => ({
  key: 'u1',
  name: 'photo.png',
  type: 'image/png',
  size: 200,
  sent: 50,
  status: 'uploading',
  ...change,
});

const texts = {
  removeLabel: (i: UploadItem) => `Remove ${i.name}`,
  doneText: (i: UploadItem) => `${i.name}: uploaded`,
  failureText: (i: UploadItem) => `${i.name}: too large`,
  progressText: (i: UploadItem) => `${i.name}: ${uploadPercent(i)}%`,
};

describe('UploadList', () => {
  it('shows nothing without files', () => {
    const { container } = render(<UploadList items={[]} onRemove={() => {}} {...texts} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows each file's progress, finish and refusal in the app's words", () => {
    render(
      <UploadList
        label="Attachments"
        items={[
          item({}),
          item({ key: 'u2', name: 'done.png', status: 'done', sent: 200 }),
          item({ key: 'u3', name: 'big.mov', status: 'failed', failure: 'tooLarge' }),
        ]}
        onRemove={() => {}}
        {...texts}
      />,
    );
    const list = screen.getByRole('list', { name: 'Attachments' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.upload)).toEqual(['uploading', 'done', 'failed']);
    expect(screen.getByText('photo.png: 25%')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'photo.png' });
    expect(bar).toHaveAttribute('value', '50');
    expect(bar).toHaveAttribute('max', '200');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByText('done.png: uploaded')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('big.mov: too large');
  });

  it('can name the file apart and label the bar', () => {
    render(
      <UploadList
        items={[item({})]}
        onRemove={() => {}}
        {...texts}
        progressText={undefined}
        progressLabel={(i) => `Uploading ${i.name}`}
        showName
      />,
    );
    expect(screen.getByText('photo.png')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading photo.png' })).toBeInTheDocument();
  });

  it('removes a file by its named button, by keyboard', async () => {
    const onRemove = vi.fn();
    render(<UploadList items={[item({ status: 'failed' })]} onRemove={onRemove} {...texts} />);
    const remove = screen.getByRole('button', { name: 'Remove photo.png' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledWith('u1');
  });

  it('counts an empty file as nothing sent', () => {
    expect(uploadPercent({ sent: 0, size: 0 })).toBe(0);
    expect(uploadPercent({ sent: 999, size: 1000 })).toBe(99);
  });
});
