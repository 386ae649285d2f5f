import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page, test } from './app-test';
import { E2E_ADMIN, expectNoSeriousViolations, logIn, slug } from './support';

/*
 * A picture put into an article stays there: after "Inserisci immagine" the editor asks for its
 * alternative text, the caret goes after it (the next key used to delete it, and an article was published
 * without its picture), and a picture aligned right at the end of the text ends before what follows.
 */

/** A plain PNG of the given size (tall enough to float beside a short paragraph). */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x7a, 0x9a, 0x6b]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const main = (page: Page) => page.getByRole('main');
const shoot = async (page: Page, name: string) => {
  const width = page.viewportSize()?.width;
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}-${width}.png` });
};
const ALT = 'Un sentiero nel bosco d’inverno';

test('a picture inserted in an article keeps its place and its alternative text once published', async ({
  page,
}, testInfo) => {
  const title = `Il sentiero ${testInfo.project.name} ${Date.now().toString(36)}`;
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/addarticolo');
  await main(page).getByRole('textbox', { name: 'Titolo', exact: true }).fill(title);
  await main(page).getByLabel('Introduzione (max 15 parole)').fill('Un passo dopo l’altro.');
  await main(page).getByLabel('Argomento').selectOption({ label: 'BENESSERE' });
  await main(page)
    .getByLabel(/Immagine di copertina/)
    .setInputFiles({ name: 'copertina.png', mimeType: 'image/png', buffer: png(8, 6) });
  const editor = main(page).getByRole('textbox', { name: 'Contenuto' });
  await editor.click();
  await editor.pressSequentially('Si parte presto.');

  const chooser = page.waitForEvent('filechooser');
  await main(page).getByRole('button', { name: 'Inserisci immagine' }).click();
  await (await chooser).setFiles({ name: 'sentiero.png', mimeType: 'image/png', buffer: png(600, 800) });
  const alt = main(page).getByRole('textbox', { name: 'Testo alternativo dell’immagine' });
  await expect(alt).toBeFocused();
  await expectNoSeriousViolations(page);
  await shoot(page, 'article-alt-prompt');
  await alt.fill(ALT);
  await alt.press('Enter');
  await expect(alt).toHaveCount(0);
  const inserted = editor.getByRole('img', { name: ALT });
  await expect(inserted).toBeVisible();

  // What is typed next goes after the picture, which stays.
  await page.keyboard.type('Poi il bosco.');
  await expect(inserted).toBeVisible();
  await expect(editor.locator('p').last()).toHaveText('Poi il bosco.');

  // Aligned right: the short paragraph after it runs beside it, and the picture outlasts the text.
  await inserted.click();
  await main(page).getByRole('button', { name: 'Immagine a destra' }).click();
  await expect(inserted).toHaveAttribute('data-align', 'right');

  await main(page).getByRole('button', { name: 'Pubblica' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Articolo salvato con successo!' })).toBeVisible();

  await page.goto(`/articolo/${slug(title)}`);
  const picture = main(page).getByRole('img', { name: ALT });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^\/uploads\/media\/.+/);
  await expect(main(page).getByText('Poi il bosco.')).toBeVisible();
  // The article's text ends below the floated picture: what follows starts after it, never beside it.
  const ends = await picture.evaluate((image) => ({
    picture: image.getBoundingClientRect().bottom,
    text: (image.closest('.prose') as HTMLElement).getBoundingClientRect().bottom,
  }));
  expect(ends.text).toBeGreaterThanOrEqual(ends.picture);
  // The picture itself loads, not only its place.
  expect(
    await picture.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return image.naturalWidth;
    }),
  ).toBeGreaterThan(0);
  await picture.scrollIntoViewIfNeeded();
  await shoot(page, 'article-published');

  await page.goto('/blog');
  page.once('dialog', (dialog) => void dialog.accept());
  await main(page)
    .getByRole('button', { name: `Elimina ${title}`, exact: true })
    .click();
  await expect(main(page).getByRole('link', { name: title, exact: true })).toHaveCount(0);
});
