import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@prohive/shared/testing';
import { downloadFile } from '../../lib/downloadFile';
import { ImageEditor } from './ImageEditor';
import type { EditState } from './editState';
import { decodePreview, encodeEdit, readImageSize } from './render';

// jsdom has no image decoder and no canvas: the browser-only drawing module is replaced; the editor's own
// logic (checks, state, history, controls) runs for real.
jest.mock('./render', () => ({
  readImageSize: jest.fn(),
  decodePreview: jest.fn(),
  decodeFull: jest.fn(() =>
    Promise.resolve({ image: {}, size: { width: 4000, height: 3000 }, release: jest.fn() }),
  ),
  drawEdit: jest.fn(),
  encodeEdit: jest.fn(),
  composeBeforeAfter: jest.fn(),
  COMPOSE_MAX_SIDE: 4096,
}));
jest.mock('../../lib/downloadFile', () => ({ downloadFile: jest.fn() }));

const readSize = jest.mocked(readImageSize);
const preview = jest.mocked(decodePreview);
const encode = jest.mocked(encodeEdit);
const download = jest.mocked(downloadFile);

function file(name: string, type: string, size = 1000): File {
  const value = new File(['x'], name, { type });
  Object.defineProperty(value, 'size', { value: size });
  return value;
}

// `accept` on the picker would hide a wrong file from user-event; a real user can still pick "All files".
function setup() {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<ImageEditor />);
  return user;
}

async function openLandscapePhoto(user: ReturnType<typeof userEvent.setup>) {
  readSize.mockResolvedValue({ width: 4000, height: 3000 });
  preview.mockResolvedValue({
    image: {} as CanvasImageSource,
    size: { width: 2048, height: 1536 },
    release: jest.fn(),
  });
  await user.upload(screen.getByLabelText('Choose a photo'), file('kitchen.jpg', 'image/jpeg'));
  await screen.findByText('kitchen.jpg · 4000 × 3000');
}

beforeEach(() => jest.clearAllMocks());

describe('ImageEditor', () => {
  it('says a PDF is not an image, and opens nothing', async () => {
    const user = setup();
    await user.upload(screen.getByLabelText('Choose a photo'), file('quote.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“quote.pdf” is not an image. Choose a JPEG, PNG, WebP or GIF photo.',
    );
    expect(readSize).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Editor' })).toBeNull();
  });

  it('says the same for a file dropped on the picker', async () => {
    renderWithProviders(<ImageEditor />);
    const zone = screen.getByLabelText('Choose a photo').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [file('notes.txt', 'text/plain')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('“notes.txt” is not an image.');
  });

  it('refuses a HEIC photo with what to do instead', async () => {
    const user = setup();
    await user.upload(screen.getByLabelText('Choose a photo'), file('IMG_1.heic', 'image/heic'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“IMG_1.heic” is a HEIC image, which browsers cannot edit. Save it as JPEG or PNG first.',
    );
  });

  it('refuses a 100-megapixel photo before decoding it', async () => {
    const user = setup();
    readSize.mockResolvedValue({ width: 12500, height: 8000 });
    await user.upload(screen.getByLabelText('Choose a photo'), file('pano.jpg', 'image/jpeg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“pano.jpg” is 100 megapixels (12500 × 8000); the editor opens photos up to 50 megapixels. Make it smaller first.',
    );
    expect(preview).not.toHaveBeenCalled();
  });

  it('says when an image file cannot be decoded', async () => {
    const user = setup();
    readSize.mockRejectedValue(new Error('decode'));
    await user.upload(screen.getByLabelText('Choose a photo'), file('broken.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('“broken.png” could not be read as an image.');
  });

  it('opens a 24 MP photo from a 2048 px preview copy, crops it square, and undoes with Ctrl+Z', async () => {
    const user = setup();
    readSize.mockResolvedValue({ width: 6000, height: 4000 });
    preview.mockResolvedValue({
      image: {} as CanvasImageSource,
      size: { width: 2048, height: 1365 },
      release: jest.fn(),
    });
    await user.upload(screen.getByLabelText('Choose a photo'), file('deck.jpg', 'image/jpeg'));
    await screen.findByText('deck.jpg · 6000 × 4000');
    expect(preview).toHaveBeenCalledWith(expect.any(File), { width: 6000, height: 4000 }, 2048);

    const crop = screen.getByRole('group', { name: 'Crop' });
    await user.selectOptions(within(crop).getByLabelText('Shape'), 'Square 1:1');
    expect(within(crop).getByLabelText('Width (px)')).toHaveValue('4000');
    expect(within(crop).getByLabelText('Left (px)')).toHaveValue('1000');

    await user.click(screen.getByRole('button', { name: 'Rotate right' }));
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}z{/Control}');
    expect(within(crop).getByLabelText('Width (px)')).toHaveValue('6000');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(within(crop).getByLabelText('Width (px)')).toHaveValue('4000');
  });

  it('checks typed crop numbers inline and keeps the last good value', async () => {
    const user = setup();
    await openLandscapePhoto(user);
    const width = within(screen.getByRole('group', { name: 'Crop' })).getByLabelText('Width (px)');
    await user.clear(width);
    await user.type(width, 'abc{Enter}');
    expect(width).toHaveAccessibleDescription('Enter a whole number from 16 to 4000.');
    expect(width).toHaveAttribute('aria-invalid', 'true');
    await user.clear(width);
    await user.type(width, '1200{Enter}');
    expect(width).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(/The export is 1200 × 3000 pixels/)).toBeInTheDocument();
  });

  it('asks for text before adding a label', async () => {
    const user = setup();
    await openLandscapePhoto(user);
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    expect(screen.getByLabelText('Text')).toHaveAccessibleDescription('Type the text to add.');
    await user.type(screen.getByLabelText('Text'), 'New drain');
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    expect(screen.getByRole('region', { name: 'Text “New drain”' })).toBeInTheDocument();
  });

  it('exports the full-size edit as PNG and downloads it', async () => {
    const user = setup();
    await openLandscapePhoto(user);
    encode.mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Rotate right' }));
    await user.click(screen.getByRole('radio', { name: 'PNG' }));
    expect(screen.queryByLabelText(/Quality/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Export image' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(expect.any(Blob), 'kitchen-edited.png'));
    const [, state, type] = encode.mock.calls[0]!;
    expect((state as EditState).rotation).toBe(90);
    expect(type).toBe('image/png');
    expect(await screen.findByText(/Saved kitchen-edited.png \(3000 × 4000/)).toBeInTheDocument();
  });

  it('shows the export failure a browser reports (a canvas too large)', async () => {
    const user = setup();
    await openLandscapePhoto(user);
    encode.mockRejectedValue(new Error('Your browser could not create an image this large.'));
    await user.click(screen.getByRole('button', { name: 'Export image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your browser could not create an image this large.',
    );
  });

  it('asks for both photos before combining a before/after picture', async () => {
    const user = setup();
    const form = screen.getByRole('form', { name: 'Before and after picture' });
    await user.upload(within(form).getByLabelText('After photo'), file('after.docx', 'application/msword'));
    await user.click(within(form).getByRole('button', { name: 'Combine and edit' }));
    expect(within(form).getByLabelText('Before photo')).toHaveAccessibleDescription(
      'Choose the before photo.',
    );
    expect(within(form).getByLabelText('After photo')).toHaveAccessibleDescription(
      '“after.docx” is not an image. Choose a JPEG, PNG, WebP or GIF photo.',
    );
  });
});
