// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Category, ContentListItem } from '@contracts/content';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { ContentFormDialog } from './content-form-dialog';

// The content dialog against the real server (docs/decisions/147): an edit reads the item's body
// (the list carries none), Preview shows it as the member reader lays it out, and Generate
// narration gives the saved item its recording.

let server: LiveServer;
let categories: Category[];
const tag = `body${Date.now().toString(36)}`;
const body = 'The Lord is my shepherd;\nI shall not want.\n\nHe restoreth my soul.\n\nPsalm 23:1-3';

/** Staff's own request, outside the page. */
async function asStaff(path: string, init: { method?: string; json?: unknown } = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      cookie: server.people.admin!.cookie,
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  expect(response.status, path).toBeLessThan(300);
  return response.json();
}

beforeAll(async () => {
  server = await startLiveServer('admin');
  categories = (await asStaff('/api/categories')).items;
}, 60_000);
afterAll(() => server.close());
afterEach(() => cleanup());

/** An item as the Content tab's list hands it to the dialog: without its body. */
async function listedItem(title: string): Promise<ContentListItem> {
  const categoryId = categories.find((category) => category.name === 'Prayer')!.id;
  await asStaff('/api/admin/content', { method: 'POST', json: { title, categoryId, body } });
  const page = await asStaff(`/api/content?q=${encodeURIComponent(title)}`);
  expect(page.items[0]).not.toHaveProperty('body');
  return page.items[0];
}

function renderDialog(item: ContentListItem | null) {
  connectTo(server, server.people.admin!);
  renderWithApp(
    <ContentFormDialog open onOpenChange={() => {}} item={item} categories={categories} />,
  );
}

const bodyField = () => screen.getByRole('textbox', { name: 'Body' }) as HTMLTextAreaElement;

describe('the content dialog', () => {
  it('reads the saved body, and Preview lays it out as members read it', async () => {
    const user = userEvent.setup();
    renderDialog(await listedItem(`${tag} shepherd`));
    await waitFor(() => expect(bodyField().value).toBe(body));

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'The body as members read it' });
    const paragraphs = within(preview).getAllByText((_, element) => element?.tagName === 'P');
    expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
      'The Lord is my shepherd;I shall not want.',
      'He restoreth my soul.',
      'Psalm 23:1-3',
    ]);
    // The verse keeps its line break; the reference is set apart as a citation.
    expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(1);
    expect(paragraphs[2]!.className).toContain('text-muted-foreground');

    // Back to the text: what is typed shows in the next preview.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(bodyField(), '{Enter}{Enter}— David');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const updated = screen.getByRole('region', { name: 'The body as members read it' });
    expect(within(updated).getByText('— David').className).toContain('text-muted-foreground');
    // An unsaved body is not what a narration would read.
    expect(screen.getByRole('button', { name: 'Generate narration' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      screen.getByText('Save your changes first: the saved body is what is narrated.'),
    ).toBeTruthy();
  });

  it('narrates a saved body: progress, then the item’s audio is the recording', async () => {
    const user = userEvent.setup();
    renderDialog(await listedItem(`${tag} narrated`));
    await waitFor(() => expect(bodyField().value).toBe(body));
    const audio = screen.getByRole('textbox', { name: 'Audio URL' }) as HTMLInputElement;
    expect(audio.value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Generate narration' }));
    await screen.findByTestId('content-narration-progress');
    await screen.findByText('Narration generated', {}, { timeout: 30_000 });
    await waitFor(() => expect(audio.value).toMatch(/^\/media\/psalms\/.+\.mp3$/));
  }, 40_000);

  it('a new item has no narration to generate until it is saved', async () => {
    renderDialog(null);
    expect(bodyField().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Generate narration' })).toBeNull();
  });
});
