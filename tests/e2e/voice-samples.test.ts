import { expectAccessible, saveScreenshot, type Page } from './support/browser';
import { describe, expect, test } from './support/fixtures';

// "Hear this voice" in the AI Auto tab (decision 074): staff hear the chosen preset read a sample
// in the language they pick, before they save it.

async function openAiAuto(page: Page) {
  await page.goto('/admin/automation');
  await page.getByRole('tab', { name: 'AI Auto', selected: true }).waitFor();
  const psalm = page.getByRole('region', { name: 'Daily Psalm', exact: true });
  await psalm.getByRole('button', { name: 'Hear this voice' }).waitFor();
  return psalm;
}

describe('hearing a voice in the AI Auto tab', () => {
  test('a super admin hears the chosen preset read the sample in the language picked', async ({
    pageAs,
    superAdmin,
  }) => {
    const { page } = await pageAs(superAdmin);
    const psalm = await openAiAuto(page);
    await psalm.getByRole('combobox', { name: 'Voice' }).click();
    await page.getByRole('option', { name: 'Nova' }).click();
    await psalm.getByRole('combobox', { name: 'Sample language' }).click();
    await expectAccessible(page, 'sample languages open');
    await page.getByRole('option', { name: 'Portuguese' }).click();
    await psalm.getByText('Nova reads a short sentence in the language chosen').waitFor();

    const answer = page.waitForResponse((response) =>
      response.url().includes('/api/admin/automation/voice-sample?voice=nova&language=pt'),
    );
    await psalm.getByRole('button', { name: 'Hear this voice' }).click();
    const sample = await answer;
    expect(sample.status()).toBe(200);
    expect(sample.headers()['content-type']).toBe('audio/mpeg');
    // While it plays, the button stops it; when stopped, it offers the sample again.
    await psalm.getByRole('button', { name: 'Stop' }).waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'voice-sample-1280');
    await expectAccessible(page, 'a voice sample playing');
    await psalm.getByRole('button', { name: 'Stop' }).click();
    await psalm.getByRole('button', { name: 'Hear this voice' }).waitFor();
  });

  test('on a phone the control fits and passes the accessibility check', async ({
    pageAs,
    superAdmin,
  }) => {
    const { page } = await pageAs(superAdmin, 'phone');
    const psalm = await openAiAuto(page);
    await psalm.getByTestId('voice-sample').scrollIntoViewIfNeeded();
    const box = await psalm.getByTestId('voice-sample').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'AI Auto on a phone');
    await saveScreenshot(page, 'voice-sample-390');
  });
});
