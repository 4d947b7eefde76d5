import { CONTENT_IMAGE_MAX_BYTES } from '@cp/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ImageField, type PictureValue } from './image-field';

/** Uploads nothing: a file refused here never reaches the server. */
const notSent = async (): Promise<{ url: string }> => {
  throw new Error('the file was sent');
};

function Harness({ start }: { start: PictureValue | null }) {
  const [value, setValue] = useState(start);
  return <ImageField label="Cover image" value={value} onChange={setValue} upload={notSent} removable />;
}

describe('ImageField', () => {
  it('refuses a file that is not a PNG, JPEG or WebP picture, or is too big, before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness start={null} />);
    const input = screen.getByLabelText('Cover image');
    expect(screen.getByText('Choose a picture…')).toBeInTheDocument();
    expect(screen.getByText('PNG, JPEG or WebP, up to 2 MB.')).toBeInTheDocument();

    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP picture.');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    const big = new File([new Uint8Array(CONTENT_IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent('The picture must be at most 2 MB.');
  });

  it('shows the picture with a way to replace or remove it', async () => {
    const user = userEvent.setup();
    render(<Harness start={{ url: '/v/brand/1/a.webp', name: 'Cover image' }} />);
    expect(screen.getByRole('img', { name: 'Preview of Cover image' })).toHaveAttribute(
      'src',
      '/v/brand/1/a.webp',
    );
    expect(screen.getByText('Choose another picture…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the picture' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Choose a picture…')).toBeInTheDocument();
  });
});
