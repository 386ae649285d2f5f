import { UploadLimits } from '@cammini/contract';
import { render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubObjectUrls } from '../../test/object-urls';
import { setupUser } from '../../test/user';
import { MediaField, type MediaKind, refusalOf } from './media-field';

beforeEach(stubObjectUrls);

function Harness({
  kind,
  multiple,
  existing: saved = [],
}: {
  kind: MediaKind;
  multiple?: boolean;
  existing?: string[];
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [existing, setExisting] = useState(saved);
  return (
    <>
      <MediaField
        label="Foto"
        kind={kind}
        multiple={multiple}
        files={files}
        onFilesChange={setFiles}
        existing={existing}
        onExistingChange={setExisting}
      />
      <output data-testid="state">{`${files.map((file) => file.name).join(',')}|${existing.join(',')}`}</output>
    </>
  );
}

const image = (name: string, type = 'image/png', size = 10) => new File([new Uint8Array(size)], name, { type });
const user = () => setupUser({ applyAccept: false });

describe('MediaField', () => {
  it('adds chosen images to a gallery and removes one on request', async () => {
    render(<Harness kind="image" multiple />);
    await user().upload(screen.getByLabelText('Foto'), [image('a.png'), image('b.jpg', 'image/jpeg')]);
    expect(screen.getByTestId('state')).toHaveTextContent('a.png,b.jpg|');
    expect(screen.getByRole('img', { name: 'a.png' })).toHaveAttribute('width', '200');
    await user().click(screen.getByRole('button', { name: 'Rimuovi a.png' }));
    expect(screen.getByTestId('state')).toHaveTextContent('b.jpg|');
  });

  it('refuses a file of the wrong type or over the limit before any upload', async () => {
    render(<Harness kind="video" multiple />);
    const big = new File([new Uint8Array(1)], 'lungo.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 ** 3 });
    await user().upload(screen.getByLabelText('Foto'), [image('foto.png'), big]);
    expect(screen.getByText(/foto\.png non è un video accettato/)).toBeInTheDocument();
    expect(screen.getByText(/lungo\.mp4 supera il limite di 4096 MB/)).toBeInTheDocument();
    expect(screen.getByTestId('state')).toHaveTextContent(/^\|$/);
  });

  it.each([
    ['image', 'image/png', UploadLimits.imageBytes],
    ['video', 'video/mp4', UploadLimits.videoBytes],
  ] as const)('takes an %s of exactly the size limit and refuses one a byte larger', (kind, type, limit) => {
    const sized = (size: number) => {
      const file = new File([], `file-${size}`, { type });
      Object.defineProperty(file, 'size', { value: size });
      return file;
    };
    expect(refusalOf(sized(limit), kind)).toBeNull();
    expect(refusalOf(sized(limit + 1), kind)).toBe('size');
  });

  it('shows saved media, which a new single file replaces and which can be removed', async () => {
    render(<Harness kind="image" existing={['/uploads/media/x/cover.webp']} />);
    expect(screen.getByRole('img', { name: 'Media già salvato' })).toHaveAttribute(
      'src',
      '/uploads/media/x/cover.webp',
    );
    await user().upload(screen.getByLabelText('Foto'), image('nuova.png'));
    expect(screen.queryByRole('img', { name: 'Media già salvato' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'nuova.png' })).toBeInTheDocument();
  });

  it('lets the admin drop a saved gallery item', async () => {
    render(<Harness kind="image" multiple existing={['/uploads/media/x/a.webp', '/uploads/media/x/b.webp']} />);
    await user().click(screen.getByRole('button', { name: 'Rimuovi il file salvato a.webp' }));
    expect(screen.getByTestId('state')).toHaveTextContent('|/uploads/media/x/b.webp');
  });
});
