import { describe, expect, test } from 'vitest';
import adminContentEn from '@web/admin/i18n/content/en.json?messages';
import adminContentEs from '@web/admin/i18n/content/es.json?messages';
import adminContentPt from '@web/admin/i18n/content/pt.json?messages';
import adminModerationEn from '@web/admin/i18n/moderation/en.json?messages';
import adminModerationEs from '@web/admin/i18n/moderation/es.json?messages';
import adminModerationPt from '@web/admin/i18n/moderation/pt.json?messages';
import adminPsalmsEn from '@web/admin/i18n/psalms/en.json?messages';
import adminPsalmsEs from '@web/admin/i18n/psalms/es.json?messages';
import adminPsalmsPt from '@web/admin/i18n/psalms/pt.json?messages';
import adminStaffEn from '@web/admin/i18n/staff/en.json?messages';
import adminStaffEs from '@web/admin/i18n/staff/es.json?messages';
import adminStaffPt from '@web/admin/i18n/staff/pt.json?messages';
import adminWorkflowsEn from '@web/admin/i18n/workflows/en.json?messages';
import adminWorkflowsEs from '@web/admin/i18n/workflows/es.json?messages';
import adminWorkflowsPt from '@web/admin/i18n/workflows/pt.json?messages';
import downloadsEn from '@web/features/downloads/i18n/en.json?messages';
import downloadsEs from '@web/features/downloads/i18n/es.json?messages';
import downloadsPt from '@web/features/downloads/i18n/pt.json?messages';
import groupsEn from '@web/features/groups/i18n/en.json?messages';
import groupsEs from '@web/features/groups/i18n/es.json?messages';
import groupsPt from '@web/features/groups/i18n/pt.json?messages';
import workflowsEn from '@web/features/workflows/i18n/en.json?messages';
import workflowsEs from '@web/features/workflows/i18n/es.json?messages';
import workflowsPt from '@web/features/workflows/i18n/pt.json?messages';
import { templateText, type Catalog, type Locale, type Vars } from './translate';

type Dictionaries = Record<Locale, Catalog>;
const dictionaries = {
  adminContent: { en: adminContentEn, pt: adminContentPt, es: adminContentEs },
  adminModeration: { en: adminModerationEn, pt: adminModerationPt, es: adminModerationEs },
  adminPsalms: { en: adminPsalmsEn, pt: adminPsalmsPt, es: adminPsalmsEs },
  adminStaff: { en: adminStaffEn, pt: adminStaffPt, es: adminStaffEs },
  adminWorkflows: { en: adminWorkflowsEn, pt: adminWorkflowsPt, es: adminWorkflowsEs },
  downloads: { en: downloadsEn, pt: downloadsPt, es: downloadsEs },
  groups: { en: groupsEn, pt: groupsPt, es: groupsEs },
  workflows: { en: workflowsEn, pt: workflowsPt, es: workflowsEs },
} satisfies Record<string, Dictionaries>;

type Case = {
  feature: keyof typeof dictionaries;
  key: string;
  vars: (n: number) => Vars;
  /** What each language says of one, then of ten thousand. */
  said: Record<Locale, [string, string]>;
};

const count = (n: number) => ({ count: n });

const cases: Case[] = [
  {
    feature: 'adminModeration',
    key: 'moderation.queue.reports',
    vars: count,
    said: {
      en: ['1 open report', '10,000 open reports'],
      pt: ['1 denúncia aberta', '10.000 denúncias abertas'],
      es: ['1 reporte abierto', '10,000 reportes abiertos'],
    },
  },
  {
    feature: 'adminModeration',
    key: 'moderation.groups.members',
    vars: count,
    said: {
      en: ['1 member', '10,000 members'],
      pt: ['1 membro', '10.000 membros'],
      es: ['1 miembro', '10,000 miembros'],
    },
  },
  {
    feature: 'adminStaff',
    key: 'stats.playsCount',
    vars: count,
    said: {
      en: ['1 play', '10,000 plays'],
      pt: ['1 reprodução', '10.000 reproduções'],
      es: ['1 reproducción', '10,000 reproducciones'],
    },
  },
  {
    feature: 'adminContent',
    key: 'admin.import.imported',
    vars: count,
    said: {
      en: ['1 content imported successfully', '10,000 contents imported successfully'],
      pt: ['1 conteúdo importado com sucesso', '10.000 conteúdos importados com sucesso'],
      es: ['1 contenido importado correctamente', '10,000 contenidos importados correctamente'],
    },
  },
  {
    feature: 'adminContent',
    key: 'admin.import.import',
    vars: count,
    said: {
      en: ['Import 1 item', 'Import 10,000 items'],
      pt: ['Importar 1 item', 'Importar 10.000 itens'],
      es: ['Importar 1 elemento', 'Importar 10,000 elementos'],
    },
  },
  {
    feature: 'adminContent',
    key: 'admin.import.skipped',
    vars: count,
    said: {
      en: ['1 item with errors skipped.', '10,000 items with errors skipped.'],
      pt: ['1 item com erros foi ignorado.', '10.000 itens com erros foram ignorados.'],
      es: ['Se omitió 1 elemento con errores.', 'Se omitieron 10,000 elementos con errores.'],
    },
  },
  {
    feature: 'adminContent',
    key: 'admin.import.summary',
    vars: (n) => ({ total: n, valid: n, invalid: 0 }),
    said: {
      en: [
        '1 item read: 1 ready to import, 0 with errors.',
        '10,000 items read: 10,000 ready to import, 0 with errors.',
      ],
      pt: [
        '1 item lido: 1 pronto para importar, 0 com erros.',
        '10.000 itens lidos: 10.000 prontos para importar, 0 com erros.',
      ],
      es: [
        '1 elemento leído: 1 listo para importar, 0 con errores.',
        '10,000 elementos leídos: 10,000 listos para importar, 0 con errores.',
      ],
    },
  },
  {
    feature: 'adminContent',
    key: 'admin.categories.contentCount',
    vars: count,
    said: {
      en: ['1 content item', '10,000 content items'],
      pt: ['1 item de conteúdo', '10.000 itens de conteúdo'],
      es: ['1 elemento de contenido', '10,000 elementos de contenido'],
    },
  },
  {
    feature: 'adminWorkflows',
    key: 'adminWorkflows.steps',
    vars: count,
    said: {
      en: ['1 content item', '10,000 content items'],
      pt: ['1 conteúdo', '10.000 conteúdos'],
      es: ['1 contenido', '10,000 contenidos'],
    },
  },
  {
    feature: 'adminPsalms',
    key: 'psalmStats.countMany',
    vars: count,
    said: {
      en: ['1 psalm', '10,000 psalms'],
      pt: ['1 salmo', '10.000 salmos'],
      es: ['1 salmo', '10,000 salmos'],
    },
  },
  {
    feature: 'workflows',
    key: 'workflows.card.items',
    vars: count,
    said: {
      en: ['1 step', '10,000 steps'],
      pt: ['1 passo', '10.000 passos'],
      es: ['1 paso', '10,000 pasos'],
    },
  },
  {
    feature: 'workflows',
    key: 'workflows.card.progress',
    vars: (n) => ({ done: 1, total: n, percent: n === 1 ? 100 : 0 }),
    said: {
      en: ['1 of 1 day · 100%', '1 of 10,000 days · 0%'],
      pt: ['1 de 1 dia · 100%', '1 de 10.000 dias · 0%'],
      es: ['1 de 1 día · 100%', '1 de 10,000 días · 0%'],
    },
  },
  {
    feature: 'workflows',
    key: 'workflows.stats.rateHint',
    vars: (n) => ({ completed: 1, started: n }),
    said: {
      en: ['1 of 1 session completed', '1 of 10,000 sessions completed'],
      pt: ['1 de 1 sessão concluída', '1 de 10.000 sessões concluídas'],
      es: ['1 de 1 sesión completada', '1 de 10,000 sesiones completadas'],
    },
  },
  {
    feature: 'downloads',
    key: 'downloads.downloading',
    vars: (n) => ({ done: 1, total: n }),
    said: {
      en: ['Downloading... 1 of 1 file', 'Downloading... 1 of 10,000 files'],
      pt: ['Baixando... 1 de 1 arquivo', 'Baixando... 1 de 10.000 arquivos'],
      es: ['Descargando... 1 de 1 archivo', 'Descargando... 1 de 10,000 archivos'],
    },
  },
  {
    feature: 'groups',
    key: 'groups.notices.showAll',
    vars: count,
    said: {
      en: ['Show 1 notice', 'Show all 10,000 notices'],
      pt: ['Mostrar 1 aviso', 'Mostrar todos os 10.000 avisos'],
      es: ['Mostrar 1 aviso', 'Mostrar los 10,000 avisos'],
    },
  },
];

describe('texts with a count', () => {
  for (const { feature, key, vars, said } of cases) {
    for (const locale of ['en', 'pt', 'es'] as const) {
      test(`${key} in ${locale}: one and many, the number written the language's way`, () => {
        const message = (dictionaries[feature] as Dictionaries)[locale][key];
        expect(message, `${key} is in the ${locale} dictionary`).toBeDefined();
        const [one, many] = said[locale];
        const say = (values: Vars) =>
          typeof message === 'function' ? message(values) : templateText(message ?? '');
        expect(say(vars(1))).toBe(one);
        expect(say(vars(10_000))).toBe(many);
      });
    }
  }
});
