import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationContentTypes } from '@contracts/enums';
import { startFakeOpenAi } from '@server/test/fake-openai';
import type { WritingRequest } from './index';
import { createOpenAiText } from './openai-text';

// The OpenAI-compatible provider is told the form of each kind of writing and the occasion the
// editor's prompt names (decision 056), through a local server speaking the chat-completions
// protocol that records what it was sent.

describe('what the OpenAI-compatible provider is asked', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());

  const sent = async (request: Partial<WritingRequest>) => {
    const text = createOpenAiText({
      kind: 'openai',
      baseUrl: fake.baseUrl,
      apiKey: 'k',
      timeoutMs: 5000,
      model: 'm',
    });
    fake.state.requests.length = 0;
    await text.write({
      contentType: 'daily_psalm',
      theme: 'joy',
      prompt: 'A psalm of joy for my daughter’s wedding',
      date: '2026-05-01',
      ...request,
    });
    const [call] = fake.state.requests.filter((r) => r.path.endsWith('/chat/completions'));
    const [system, user] = call!.body.messages as { role: string; content: string }[];
    return { system: system!.content, user: user!.content };
  };

  const forms: Record<WritingRequest['contentType'], RegExp[]> = {
    daily_psalm: [/Form: a psalm\./, /never cut mid-sentence/, /never repeat a line/],
    daily_prayer: [/Form: a prayer\./, /Address God, give thanks, confess or ask/, /"Amen"/],
    daily_meditation: [/numbered steps/, /breathe/, /silence, saying how long/],
    scripture_reflection: [/cite it/, /two or three questions/, /ending with "\?"/],
    journal_prompt: [/One question to write about/, /two short follow-up questions/],
    weekly_workflow: [/one short line for each day/],
  };

  it.each(automationContentTypes)('states the form of a %s in the system prompt', async (type) => {
    const { system } = await sent({ contentType: type });
    for (const rule of forms[type]) expect(system).toMatch(rule);
    // Only its own form.
    for (const other of automationContentTypes.filter((t) => t !== type)) {
      expect(system).not.toMatch(forms[other][0]!);
    }
  });

  it('passes the occasion through in the user prompt, in every language', async () => {
    const cases: [string, string][] = [
      ['A psalm of joy for my daughter’s wedding', 'Occasion: a wedding.'],
      ['Para estudantes diante das provas finais', 'Occasion: exams.'],
      ['Gratitud por la cosecha', 'Occasion: a harvest.'],
      ['For a family waiting for news from the hospital', 'Occasion: a hospital stay.'],
      ['Hurting a friend with harsh words', 'Occasion: harsh words said to a friend.'],
      ['A family grieving a father’s death', 'Occasion: grief for someone who has died.'],
    ];
    for (const [prompt, occasion] of cases) {
      const { user } = await sent({ prompt });
      expect(user).toContain(occasion);
      expect(user).toContain(`Guidance from the editor: ${prompt}`);
    }
    expect((await sent({ prompt: 'rest for the weary' })).user).not.toContain('Occasion:');
  });

  it('keeps the language instruction after the form', async () => {
    const { system } = await sent({ contentType: 'daily_prayer', language: 'es' });
    expect(system).toMatch(/Form: a prayer\..*Write in Latin American Spanish \(es-419\)/s);
  });
});
