// Prints the examples of docs/offline-writing.md: one writing of each kind in each language, and
// the English psalms of the prompts that decision 056 answers. Run and paste:
//   npx tsx scripts/offline-writing-examples.ts > /tmp/examples.md
import { automationContentTypes } from '@contracts/enums';
import { createOfflineComposer } from '@server/providers/text/offline-composer';
import { samplePrompts } from '@server/providers/text/sample-prompts';

const composer = createOfflineComposer();
const date = '2026-11-27';
const show = (title: string, text: string) => `### ${title}\n\n${text.replace(/\n/g, '  \n')}\n`;

const out: string[] = [];
for (const language of ['en', 'pt', 'es'] as const) {
  out.push(`## ${{ en: 'English', pt: 'Português', es: 'Español' }[language]}\n`);
  for (const [index, contentType] of automationContentTypes.entries()) {
    const [, theme, prompt] = samplePrompts[language][index % samplePrompts[language].length]!;
    const writing = await composer.write({ contentType, theme, prompt, date, language });
    out.push(`*${contentType}, theme ${theme}, prompt “${prompt}”*\n`);
    out.push(show(writing.title, writing.text));
  }
}
out.push('## The psalm prompts, in English\n');
for (const [, theme, prompt] of samplePrompts.en) {
  const writing = await composer.write({ contentType: 'daily_psalm', theme, prompt, date });
  out.push(`*theme ${theme}, prompt “${prompt}”*\n`);
  out.push(show(writing.title, writing.text));
}
console.log(out.join('\n'));
